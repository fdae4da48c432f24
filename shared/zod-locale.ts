import { en } from 'zod/locales';
import * as z from 'zod/mini';

/*
 * zod/mini registers no locale: an issue without a message of our own would read "Invalid input".
 * Classic zod registered English when the first schema was built, and API 400 bodies, forms and
 * configuration errors show those texts ("Too small: expected string to have >=1 characters").
 * Every module that builds schemas with zod/mini imports this one (eslint checks it), so no parse
 * runs before it. A named import keeps only English in a bundle (`z.locales.en` pulls in all).
 */
z.config(en());
