/**
 * The contract reader's entry points (issue 17). The reader itself is in reader/ (issue 38): its guide is
 * reader/README.md. Other code imports these names from here.
 */
export { findTerms } from './reader/reader.ts';
export { quoteLimit, quoteOf } from './reader/quotes.ts';
export { sentencesOf } from './reader/sentences.ts';
export { parseOrdinal, parseWordNumber, quantitiesIn } from './reader/numbers.ts';
