// A catalog imported from the web app is compiled by Lingui's vite plugin (decision 047).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
