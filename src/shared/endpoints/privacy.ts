import {
  consentChangeSchema,
  consentListSchema,
  eraseAccountSchema,
  erasureSchema,
  personalDataSchema,
} from '../contracts/privacy.ts';
import { defineEndpoint } from './define.ts';

const meConsentsPath = '/me/consents';

export const privacyEndpoints = {
  consents: defineEndpoint({
    method: 'get',
    path: meConsentsPath,
    access: 'signed-in',
    tags: ['privacy'],
    summary: 'What the signed-in account allows beyond running its account and orders, and against which notice',
    response: { status: 200, schema: consentListSchema, description: 'Each purpose, given or not.' },
  }),
  setConsent: defineEndpoint({
    method: 'put',
    path: meConsentsPath,
    access: 'signed-in',
    keepsPublicCache: true,
    tags: ['privacy'],
    summary: 'Give or withdraw one consent; recorded with the time and the notice’s version',
    body: consentChangeSchema,
    response: { status: 200, schema: consentListSchema, description: 'Each purpose after the change.' },
  }),
  personalData: defineEndpoint({
    method: 'get',
    path: '/me/data',
    access: 'signed-in',
    tags: ['privacy'],
    summary: 'Download everything Haat holds on the signed-in account, as JSON',
    description: 'Sent as an attachment (haat-my-data.json); each download is written in the processing log.',
    response: { status: 200, schema: personalDataSchema, description: 'The account’s data.' },
    errors: { 429: 'Too many downloads at once.' },
  }),
  erase: defineEndpoint({
    method: 'post',
    path: '/me/erasure',
    access: 'signed-in',
    tags: ['privacy'],
    summary: 'Delete the signed-in account: its personal data is erased, what the law keeps is pseudonymised',
    description:
      'Refused while an order is on its way or a return is undecided, and for a seller or a store, whose money ' +
      'and tax records are settled through a complaint to the grievance officer first. Signs out everywhere.',
    body: eraseAccountSchema,
    response: { status: 200, schema: erasureSchema, description: 'What was erased and what was kept.' },
    errors: {
      403: 'The password is wrong.',
      409: 'An order is under way, or the account sells or has a store.',
      429: 'Too many attempts.',
    },
  }),
};
