/** The texts read as `messages.offers.*` (the catalogue and its rules: ../messages.ts). Not in the spec: issue 30, Compare offers. */

/** The 11th added offer (decision 0028); requests do not count. */
export const tooManyOffers = 'You can keep at most 10 offers to compare. Remove one to add another.';
/** An offer that is not the caller's, or no longer there. */
export const offerNotFound = 'Offer not found.';
/** Two offers added at the same moment took the same id: the later one is asked to try again (409). */
export const offerAddedConcurrently = 'Another offer was added at the same moment. Please try again.';
