import { matchPath } from 'react-router';
import { productName } from '#shared/constants/chapters.ts';
import { requestTypeInfo } from '#shared/constants/request-types.ts';
import * as messages from '#shared/messages.ts';

/**
 * What a screen looks like before its code and data are here (issue 37): its heading and the shell
 * it sits in, so a first view shows the page's frame at once instead of a bare "Loading…".
 * - hero: a public page's coloured band with the heading (the course);
 * - page: a plain page with its heading (the request forms);
 * - profile: the profile shell (picture, menu) with the screen's heading;
 * - dashboard: the dashboard's heading and tabs.
 */
export interface ScreenFrame {
  readonly title: string;
  readonly shell: 'hero' | 'page' | 'profile' | 'dashboard';
}

/** Each screen's frame, by its route's path (the headings are the screens' own). */
const frames: ReadonlyArray<readonly [path: string, frame: ScreenFrame]> = [
  ['/negotiation', { title: productName, shell: 'hero' }],
  ['/compensation', { title: requestTypeInfo.compensationConsult.title, shell: 'page' }],
  ['/contract', { title: requestTypeInfo.contractReview.title, shell: 'page' }],
  ['/profile/edit', { title: messages.common.editProfile, shell: 'profile' }],
  ['/profile/updatePassword', { title: 'Password', shell: 'profile' }],
  ['/profile/security', { title: messages.twoStep.title, shell: 'profile' }],
  ['/profile/contractReviewList', { title: requestTypeInfo.contractReview.listTitle, shell: 'profile' }],
  ['/profile/compensationConsultList', { title: requestTypeInfo.compensationConsult.listTitle, shell: 'profile' }],
  ['/profile/compare', { title: messages.common.compareOffers, shell: 'profile' }],
  ['/profile/content', { title: 'Content', shell: 'profile' }],
  ['/profile/*', { title: messages.common.editProfile, shell: 'profile' }],
  ['/dashboard/*', { title: messages.common.dashboard, shell: 'dashboard' }],
];

/** The frame of the screen at `pathname`, when it has one. */
export function screenFrame(pathname: string): ScreenFrame | undefined {
  return frames.find(([path]) => matchPath(path, pathname) !== null)?.[1];
}
