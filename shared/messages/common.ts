/** Button and link labels the screens share (and the end-to-end tests look for). */

export const getStarted = 'Get Started';
export const logIn = 'Log in';
export const learnMore = 'Learn More';
/** One wording everywhere, the profile card's and the phone menu's alike (issue 29; the spec's mobile menu said "Signout"). */
export const signOut = 'Sign Out';
export const profile = 'Profile';
export const editProfile = 'Edit Profile';
export const dashboard = 'Dashboard';
// Not in the spec: the signed-in menu's way to a physician's requests and both forms (issue 29).
export const myContractReviews = 'My contract reviews';
export const myCompensationConsults = 'My compensation consultations';
// The profile's comparison of every offer (issue 30), beside the request lists; in `common` so the
// menus every page carries do not pull the screen's own texts into the app chunk.
export const compareOffers = 'Compare offers';
export const requestContractReview = 'Request a contract review';
export const requestCompensationConsult = 'Request a compensation consultation';
export const deleteAccount = 'Delete Account';
export const viewDetails = 'View Details';
export const download = 'DOWNLOAD';
export const submit = 'Submit';
export const apply = 'Apply';
// Not in the spec: a screen that could not load or show (after its one reload for a new release).
export const screenFailed = (message: string) => `This page could not be shown: ${message}. Please reload the page.`;
// Not in the spec: a home-page testimonial longer than its card opens in place (issue 37).
export const readMore = 'Read more';
export const showLess = 'Show less';
