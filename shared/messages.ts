/**
 * Every user-facing text of the spec (§8 error catalogue and the fixed texts of §2), in one place
 * for the web app, the handlers and the tests. Spelling is the spec's, row by row: some rows say
 * "occured" and others "occurred", and both are kept so the texts match the original product.
 * Texts with a {placeholder} in the spec are functions. Where the spec shows a raw error message
 * (signup error, feedback failure) there is no entry: the error's own message is shown.
 * Each area is its own module under messages/, re-exported here as a namespace and read as before
 * (`import * as messages`, then `messages.auth.sessionEnded`): the web app's bundler drops the texts
 * nobody reads, so each page's bundle keeps only the texts it reads. esbuild, which bundles the
 * functions, keeps a whole area read through two namespaces, so the functions and the shared
 * modules they bundle import the area's module (`import * as authMessages from
 * '#shared/messages/auth.ts'`, eslint.config.js messageAreas).
 */
export * as auth from './messages/auth';
export * as twoStep from './messages/two-step';
export * as signup from './messages/signup';
export * as verification from './messages/verification';
export * as passwordReset from './messages/password-reset';
export * as emailChange from './messages/email-change';
export * as emailChangeUndo from './messages/email-change-undo';
export * as profile from './messages/profile';
export * as contractTerms from './messages/contract-terms';
export * as requests from './messages/requests';
export * as compareOffers from './messages/compare-offers';
export * as offers from './messages/offers';
export * as content from './messages/content';
export * as dashboard from './messages/dashboard';
export * as limits from './messages/limits';
export * as contact from './messages/contact';
export * as common from './messages/common';
