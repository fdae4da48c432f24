import type { ApiArea, RouteDefinition } from '#shared/api/route-definition.ts';

/**
 * Where each route of the contract is built (docs/decisions/0025-api-growth.md). The routes below
 * existed when the API stack reached its resource budget (51 routes, 390 of 400): they stay in the API
 * stack itself, because moving one changes its logical ids and API Gateway refuses the second route of
 * the same key that CloudFormation would make before deleting the first. Every route added since is
 * built in the nested stack of its area (`area` in its contract module). This list only shrinks: a
 * route removed from the contract leaves it (infra/api-areas.test.ts), and none is ever added.
 */
export const routesBuiltInApiStack: ReadonlySet<string> = new Set([
  'health',
  'getMe',
  'updateMe',
  'changePassword',
  'createPictureUpload',
  'confirmPicture',
  'deletePicture',
  'deleteMe',
  'submitContactMessage',
  'signUpPhysician',
  'signUpStaff',
  'verifyEmail',
  'resendVerificationEmail',
  'sendMyVerificationEmail',
  'requestPasswordReset',
  'resetPassword',
  'changeEmail',
  'undoEmailChange',
  'createRequestUpload',
  'submitCompensationConsult',
  'submitContractReview',
  'listMyRequests',
  'getMyRequestFile',
  'getMyRequestTerms',
  'withdrawRequest',
  'getChapterLink',
  'recordChapterProgress',
  'listChapterProgress',
  'enableTwoStep',
  'listStaff',
  'applyStaffChanges',
  'countStaffAwaitingApproval',
  'resetStaffTwoStep',
  'listUsers',
  'deleteUser',
  'listContactMessages',
  'markContactMessageHandled',
  'listSuppressions',
  'deleteSuppression',
  'listStaffRequests',
  'openStaffRequest',
  'createStaffRequestFileLink',
  'createFeedbackUpload',
  'submitFeedback',
  'saveTermDraft',
  'listMyOffers',
  'createOfferUpload',
  'createOffer',
  'deleteOffer',
  'saveOfferFigures',
  'saveComparison',
]);

/** The API stack itself, or the nested stack of the route's area. */
export type RoutePlacement = { readonly stack: 'api' } | { readonly stack: 'area'; readonly area: ApiArea };

export function routePlacement(route: Pick<RouteDefinition, 'id' | 'area'>, inApiStack = routesBuiltInApiStack): RoutePlacement {
  return inApiStack.has(route.id) ? { stack: 'api' } : { stack: 'area', area: route.area };
}

/** The nested stack's construct id for an area: comparison → ComparisonRoutes. */
export function areaStackId(area: ApiArea): string {
  return `${area.charAt(0).toUpperCase()}${area.slice(1)}Routes`;
}
