import { describe, expect, it } from 'vitest';
import { screenFrame } from './screen-frames';

describe('screenFrame: the heading and shell a first view shows at once', () => {
  it("names each signed-in screen's heading and shell", () => {
    expect(screenFrame('/profile/contractReviewList')).toEqual({ title: 'Contract Reviews', shell: 'profile' });
    expect(screenFrame('/profile/compare')).toEqual({ title: 'Compare offers', shell: 'profile' });
    expect(screenFrame('/negotiation')).toEqual({ title: 'Negotiation 101', shell: 'hero' });
    expect(screenFrame('/dashboard/contract/u1/r1')).toEqual({ title: 'Dashboard', shell: 'dashboard' });
  });

  it('has no frame for a page it does not know', () => {
    expect(screenFrame('/about')).toBeUndefined();
  });
});
