import { createRequire } from 'node:module';

/*
 * Razorpay's IFSC list, from the `ifsc` package's data files (decision 036). Its index.js is not used: it requires
 * the deprecated `request` package for an online lookup Haat does not make. The files are read with require, on
 * first use, and kept: about 15 MB of heap. (An `import … with { type: 'json' }` works as well under Node and
 * vitest, but the type checker would infer a type for the whole 1 MB list.)
 */

/** Each bank code's branch codes; those of digits only are stored as numbers. */
type BranchList = Record<string, (string | number)[]>;

interface IfscData {
  branches: BranchList;
  bankNames: Record<string, string>;
  /** Whole IFSCs whose branch a bank has leased to another (a co-operative bank on HDFC's codes): its bank code. */
  sublets: Record<string, string>;
  /** IFSC prefixes leased the same way, kept by hand in the package. */
  customSublets: [prefix: string, bankCode: string][];
}

let data: IfscData | null = null;

function ifscData(): IfscData {
  if (data) return data;
  const load = createRequire(import.meta.url);
  const customSublets = Object.entries(load('ifsc/src/custom-sublets.json') as Record<string, string>);
  data = {
    branches: load('ifsc/src/IFSC.json') as BranchList,
    bankNames: load('ifsc/src/banknames.json') as Record<string, string>,
    sublets: load('ifsc/src/sublet.json') as Record<string, string>,
    // The longest prefix decides.
    customSublets: customSublets.toSorted(([a], [b]) => b.length - a.length),
  };
  return data;
}

const hasOwn = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** Whether the list has the IFSC: the package's own `validate()`, step for step. */
export function isKnownIfsc(code: string): boolean {
  if (code.length !== 11 || code[4] !== '0') return false;
  const bankCode = code.slice(0, 4).toUpperCase();
  const branchCode = code.slice(5).toUpperCase();
  const { branches } = ifscData();
  if (!hasOwn(branches, bankCode)) return false;
  const list = branches[bankCode] ?? [];
  return /^\d+$/.test(branchCode) ? list.includes(Number.parseInt(branchCode, 10)) : list.includes(branchCode);
}

/**
 * The bank an IFSC's branch belongs to: a leased (sublet) branch's own bank, as the package's Ruby `bank_name`
 * reads it, else the bank of the first four letters; the code itself when the list has no name for it.
 */
export function bankNameOf(code: string): string {
  const { bankNames, sublets, customSublets } = ifscData();
  const ifsc = code.toUpperCase();
  const regular = ifsc.slice(0, 4);
  const bankCode =
    (hasOwn(sublets, ifsc) ? sublets[ifsc] : undefined) ??
    customSublets.find(([prefix]) => ifsc.startsWith(prefix))?.[1] ??
    regular;
  return (hasOwn(bankNames, bankCode) ? bankNames[bankCode] : undefined) ?? bankNames[regular] ?? regular;
}

/** A known IFSC's bank and branch code, or null when the list does not have it. */
export function findIfscBranch(code: string): { ifsc: string; bank: string; branchCode: string } | null {
  const ifsc = code.toUpperCase();
  if (!isKnownIfsc(ifsc)) return null;
  return { ifsc, bank: bankNameOf(ifsc), branchCode: ifsc.slice(5) };
}
