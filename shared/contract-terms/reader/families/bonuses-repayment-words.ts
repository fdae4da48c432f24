/**
 * The words of the bonuses family's repayment rules (issue 39): how a contract says a signing bonus or relocation is
 * repaid on leaving early (in full, pro rata), and whether relocation reimburses expenses or is paid in cash. Written
 * from the own and dev corpora (labels in test/fixtures/held-out/dev-repayment.ts) and in our own words; compiled by
 * reader/vocabulary.ts (phrases), read by bonuses-repayment.ts.
 */
// ---------------------------------------------------------------- vocabulary (a reviewer reads and extends these)

/*
 * How a phrase is written: words as printed, case ignored; a space also matches a hyphen or a line end ("pro rata",
 * "pro-rata"); a word ending in "*" takes any ending ("repay*": repay, repayable, repaid); "…" is a gap of a few words
 * inside the clause ("repay* … in full": "repaid the bonus in full"); "1/#" is a share a month ("one twenty-fourth (1/24)");
 * "PHYSICIAN" is a word naming the physician; "MONTH" is a month, a year or an anniversary.
 */

/** The whole sum comes back. */
export const inFullPhrases = [
  'repay* … in full',
  'pay … back in full',
  'refund* … in full',
  'return* … in full',
  'repay* … the entire',
  'repay* … the full',
  'repay* … all of the',
  'repay* all',
  'repay* … one hundred percent',
  'repay* … 100%',
  'the full amount … repay*',
  'the entire amount … repay*',
  'the full amount … be repaid',
  'PHYSICIAN shall reimburse … the full',
  'PHYSICIAN will reimburse … the full',
  'PHYSICIAN agrees to reimburse … the full',
  'without proration',
] as const;

/** Only the part not yet served comes back. */
export const proRataPhrases = [
  'pro rata',
  'prorata',
  'prorate*',
  'pro rated',
  'proration',
  'proportionate',
  'proportional*',
  'in proportion to',
  'ratabl*',
  'amortiz*',
  'reduced by … for each',
  'less … for each full MONTH',
  '1/# … for each',
  '1/# … per MONTH',
  'forgiven … for each',
  'forgiven … each MONTH',
  'forgiven … each full MONTH',
  'forgiven monthly',
  'forgiven in equal',
  'forgiven in … equal monthly',
  'equal monthly installments',
  'equal monthly amounts',
  'unearned portion',
  'unforgiven portion',
  'unforgiven balance',
  'unforgiven principal',
  'unearned balance',
  'portion … not been earned',
  'portion not yet forgiven',
  'earned at the end of each',
  '1/# … each full MONTH',
  'number of … months remaining',
  'for each month short of',
  'for the months you did not work',
] as const;

/** Words that say a clause is about money coming back (a pro rata phrase alone may be about a partial year's pay). */
export const repaymentContext = [
  'repay*',
  'pay … back',
  'refund*',
  'return*',
  'forgiv*',
  'forgive*',
  'unearned',
  'earned',
  'claw back',
  'clawback',
  'PHYSICIAN shall reimburse',
  'PHYSICIAN will reimburse',
  'PHYSICIAN agrees to reimburse',
] as const;

/** Relocation given as reimbursement of what the move cost (not pay). */
export const reimbursementPhrases = [
  'reimburse*',
  'documented … expenses',
  'actual … expenses',
  'expenses actually incurred',
  'expenses incurred',
  'receipts',
  'invoices',
  'up to … of … expenses',
  'up to … in … expenses',
  'up to … for … expenses',
  'paid directly to the mover',
  'paid directly to the moving',
  'direct billing',
] as const;

/** Relocation given as money to spend as the physician sees fit (pay): said outright, before any reimbursement word. */
export const cashPhrases = [
  'relocation bonus',
  'moving bonus',
  'relocation stipend',
  'moving stipend',
  'lump sum',
  'not … required to submit receipts',
  'no receipts',
  'without receipts',
  'regardless of … actual',
  'relocation allowance … paid',
  'relocation allowance … payable',
  'relocation payment of',
  'paid … as a relocation',
] as const;

/** Words naming the money: a signing bonus, relocation. */
export const signingNames = [
  'signing bonus',
  'sign on bonus',
  'signon bonus',
  'signing incentive',
  'sign on incentive',
  'signing payment',
  'sign on payment',
  'commencement bonus',
  'recruitment bonus',
  'recruitment incentive',
  'hiring bonus',
  'hiring incentive',
] as const;
export const relocationNames = [
  'relocation',
  'relocate*',
  'moving expenses',
  'moving costs',
  'moving allowance',
  'moving reimbursement',
  'moving assistance',
  'moving stipend',
  'moving bonus',
  'moving and temporary housing',
] as const;

/** "The bonus", "the incentive": the signing bonus when the paragraph is about it, unless another bonus is named. */
export const otherBonus = [
  'productivity',
  'production',
  'quality',
  'performance',
  'retention',
  'annual',
  'year end',
  'incentive compensation',
  'wRVU',
  'call',
  'academic',
  'citizenship',
] as const;

/** Pay that is neither money: a clause about it that names neither is not about their repayment. */
export const otherPay = [
  'productivity bonus',
  'productivity compensation',
  'production bonus',
  'quality bonus',
  'quality incentive',
  'incentive compensation',
  'base salary',
  'salary earned',
  'threshold',
  'paid time off',
  'PTO',
] as const;

/** "Subject to the same repayment terms as the signing bonus": relocation repaid as the bonus is. */
export const sameAsBonusPhrases = ['same … as … signing bonus', 'same … as … sign on bonus', 'same … as … bonus', 'as the signing bonus'] as const;
