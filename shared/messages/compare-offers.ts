/** The texts read as `messages.compareOffers.*`: the profile's Compare offers screen (issue 30). */

export const intro =
  'Every offer you sent us and every offer you add here, side by side: each figure is worked out in your browser from the contract sentences and the assumptions it rests on. Choose a figure to see why.';
export const loadFailure = (message: string) => `Your offers could not be loaded: ${message}`;
export const yourOffers = 'Your offers';
export const noOffers = 'No offers yet. Add one below, or send us a contract for review.';
export const sourceAdded = 'Added to compare';
export const confirmedBadge = 'confirmed by our reviewer';
export const automaticBadge = 'automatic reading';
export const yourFigureBadge = 'your figure';
export const readingPending = 'We are reading this PDF…';
export const readingScan = 'This PDF is a scan: values read by character recognition can misread a figure; check each against its page.';
export const termsConfirmed = 'Its terms were confirmed by our reviewer.';
export const termsAutomatic = 'Its terms are an automatic reading, not advice: check each against its page.';
export const noReading = 'Started empty: add the figures you know.';
export const compareThis = (name: string) => `Compare ${name}`;
export const selectHint = (min: number, max: number) => `Choose ${min} to ${max} offers to compare side by side.`;
export const selectMore = (min: number) => `Choose at least ${min} offers above to compare them.`;
export const selectAtMost = (max: number) => `You can compare at most ${max} offers at once: clear one to choose another.`;
export const removeOffer = 'Remove';
export const confirmRemove = (name: string) => `Remove ${name}? Its PDF and your figures for it are deleted.`;
export const removed = (name: string) => `${name} was removed.`;
export const removeFailure = (message: string) => `The offer could not be removed: ${message}`;

/** The physician's own figures (issue 30: "your figure"). */
export const correct = 'Correct';
export const addFigure = 'Add';
export const saveFigure = 'Save figure';
export const cancel = 'Cancel';
export const useContract = 'Use the contract’s value';
export const removeFigure = 'Remove your figure';
export const contractSays = (value: string) => `The contract: ${value}`;
export const readerFound = (value: string) => `Automatic reading: ${value}`;
export const reviewerConfirmed = (value: string) => `Confirmed by our reviewer: ${value}`;
export const notInOffer = 'Not in this offer yet';
export const figureSaved = (label: string) => `Your figure for ${label} was saved.`;
export const figureRemoved = (label: string) => `Your figure for ${label} was removed.`;
export const figureFailure = (message: string) => `Your figure could not be saved: ${message}`;
export const figureNotNumber = 'Type a number.';
export const page = (page: number) => `Page ${page}`;
export const termsTitle = 'Terms';
export const missingTermsTitle = 'Not in this offer';

/** Adding an offer only to compare it. */
export const addTitle = 'Add an offer';
export const addIntro =
  'Upload its PDF and we read its terms as we read a contract you send for review (no staff review, no e-mail), or start from an empty offer and type the figures you know.';
export const offerName = 'Name of the offer';
export const offerNameHint = 'For example: Mercy Hospital.';
export const startFrom = 'Start from';
export const fromPdf = 'Its PDF';
export const fromNothing = 'An empty offer';
export const offerPdf = 'The offer’s PDF';
export const addOffer = 'Add offer';
export const adding = 'Adding…';
export const added = (name: string) => `${name} was added.`;
export const addFailure = (message: string) => `The offer could not be added: ${message}`;
export const addedCount = (count: number, max: number) => `${count} of ${max} offers added here.`;

/** The assumptions. */
export const assumptionsTitle = 'Assumptions';
export const assumptionsIntro = 'Change any of them: the figures below follow at once, and we remember them for next time.';
export const years = 'Years';
export const yearsHint = 'From 1 to 10.';
export const discountRate = 'Discount rate (% a year)';
export const discountRateHint = 'What a dollar later is worth to you today; 5% by default.';
export const wrvusExpected = 'Expected wRVUs a year';
export const wrvusExpectedHint = 'The work you expect to do in a year.';
export const wrvusLow = 'Low wRVUs a year';
export const wrvusHigh = 'High wRVUs a year';
export const wrvusDefault = (percent: number, value: string) => `Empty: ${percent}% of expected${value ? ` (${value})` : ''}.`;
export const premium = 'Malpractice premium quote ($ a year)';
/** The premium as a figure names what it lacks or rests on. */
export const premiumName = 'Malpractice premium quote';
export const premiumHint = 'The yearly premium an insurer quoted you; a claims-made tail costs a multiple of it.';
export const tailMultiplier = 'Tail multiplier';
export const tailMultiplierHint =
  'How many annual premiums the tail costs. 2 by default: chapter 9 of the course says a tail often costs one and a half to three times the annual premium.';
export const repayment = 'When a contract states a clawback but not how it is repaid';
export const repaymentProrated = 'Repaid pro rata (what is left of the period)';
export const repaymentFull = 'Repaid in full';
export const saving = 'Saving your assumptions…';
export const saved = 'Assumptions saved.';
export const saveFailure = (message: string) => `Your assumptions could not be saved: ${message}. The figures below still use them.`;

/** The results. */
export const resultsTitle = 'Side by side';
export const assumptionsSummary = (years: number, rate: string, wrvus: string) =>
  `Over ${years} ${years === 1 ? 'year' : 'years'}, at a discount rate of ${rate}, with ${wrvus}.`;
export const levelAt = (level: string, wrvus: string) => `${wrvus} wRVUs a year at ${level} production`;
export const wrvusNeeded = 'Type your expected wRVUs a year in the assumptions above to see the figures.';
/** The production level an explanation rests on (low, expected or high). */
export const wrvusAssumption = 'wRVUs a year';
export const totalTitle = (years: number) => `Pay over ${years} ${years === 1 ? 'year' : 'years'}`;
export const totalPay = 'Total pay';
export const presentValue = 'Present value';
export const levelLow = 'Low';
export const levelExpected = 'Expected';
export const levelHigh = 'High';
export const levelWrvus = (wrvus: string) => `${wrvus} wRVUs`;
export const productionLevel = 'Production level';
export const byYearTitle = 'Pay in each year';
export const year = (n: number) => `Year ${n}`;
export const switchTitle = 'Where another offer starts paying more';
export const switchAt = (wrvus: string, more: string, less: string) => `From ${wrvus} wRVUs a year, ${more} pays more than ${less}.`;
export const switchNever = (a: string, b: string) => `From 0 to 20,000 wRVUs a year, ${a} and ${b} pay the same.`;
export const switchAlways = (more: string, less: string) => `From 0 to 20,000 wRVUs a year, ${more} pays more than ${less} at every level.`;
export const switchMissing = (a: string, b: string) => `${a} and ${b}: a term they need is missing (see why).`;
export const switchAtExpected = (wrvus: string, more: string, amount: string, less: string, year: number) =>
  `At your expected ${wrvus} wRVUs, ${more} pays ${amount} more than ${less} in year ${year}.`;
export const switchTieAtExpected = (wrvus: string, year: number) => `At your expected ${wrvus} wRVUs, both pay the same in year ${year}.`;
export const switchYear = (year: number) => `Compared in year ${year}.`;
export const leavingTitle = 'The cost of leaving';
export const leavingIntro = 'Leaving at the end of a month of the initial term: bonus and relocation to repay, and a tail to buy.';
export const month = 'Month';
export const repay = 'To repay';
export const tail = 'Tail';
export const totalCost = 'Total';
/** The tail (and so the total) of every month, when what it needs is missing: said once above the column. */
export const tailNeeds = (needs: string) => `The tail, and so the total, in every month: ${needs}.`;
export const restrictionsTitle = 'What follows you out';
export const nonCompete = 'Non-compete';
export const noticeOwed = 'Your notice';
export const noInitialTerm = 'The initial term is missing: add it to see the cost of leaving.';
export const needs = (terms: string) => `Needs ${terms}`;
export const why = 'why?';
export const cumulativeChart = (level: string) => `Cumulative pay over the years, ${level} production`;
export const cumulativeSummary = (lines: string) => `Cumulative pay by the last year: ${lines}.`;
export const leavingChart = 'Total cost of leaving at the end of each month';
export const leavingSummary = (lines: string) => `Cost of leaving after the first month: ${lines}.`;
/** A scrolling table's region, named apart from the section it is in. */
export const tableOf = (title: string) => `${title}, table`;
export const chartTable = 'The chart as a table';
export const print = 'Print or save as PDF';
export const printedOn = (date: string) => `Compared on ${date}. Educational only, not advice: check every figure with an advisor.`;

/** "Why?" of one figure. */
export const explainTitle = (what: string) => `Why: ${what}`;
export const formula = 'How it is worked out';
export const usedTitle = 'What it rests on';
export const missingTitle = 'What it needs';
export const missingIntro = 'This figure needs a term the offer does not have yet:';
/** What an assumption is, and where its value comes from (the arithmetic's source). */
export const assumption = (source: string) => `assumption: ${source}`;
export const close = 'Close';
export const learn = (chapter: number, title: string) => `Learn more: chapter ${chapter}, ${title}`;

/** The headline of a switch point's "why?" (issue 37): the levels, or a sentence saying there is none. */
export const switchLevels = (levels: string) => `${levels} wRVUs a year`;
export const noSwitchAlways = (more: string, less: string) =>
  `No switch point: ${more} pays at least as much as ${less} at every level from 0 to 20,000 wRVUs a year.`;
export const noSwitchTie = (a: string, b: string) => `No switch point: ${a} and ${b} pay the same at every level from 0 to 20,000 wRVUs a year.`;

/**
 * How staff settled each term of a reviewed offer (issue 37): a correction shows as corrected, with
 * the reading it replaced; an added term as added; a term found absent as absent, never "confirmed".
 */
export const correctedBadge = 'corrected by our reviewer';
export const addedBadge = 'added by our reviewer';
export const reviewerCorrected = (value: string) => `Corrected by our reviewer: ${value}`;
export const reviewerAdded = (value: string) => `Added by our reviewer: ${value}`;
export const replacedReading = (value: string, page: number) => `The automatic reading had ${value}, from page ${page}:`;
export const reviewerNote = "Our reviewer's note:";
export const foundAbsent = 'Our reviewer found it absent from the contract';
export const absentReaderHad = (value: string) => `The automatic reading had taken ${value}.`;
/** A reviewed offer whose terms were not all confirmed as read: what the reviewer did, counted. */
export const termsSettled = (counts: string) => `Its terms were checked by our reviewer: ${counts}.`;
export const settledCount = (count: number, outcome: 'confirmed' | 'corrected' | 'added' | 'absent') =>
  outcome === 'absent' ? `${count} found absent` : `${count} ${outcome}`;

/**
 * The verdict (issue 39): what the figures below show, in plain words first and figures after, at
 * the top of the results. Names, amounts and lists come in formatted ("Northgate", "$41,000").
 */
export const verdictTitle = 'In short';
/** "at your 5,500 wRVUs": said only when an offer pays per wRVU (else the pay sentences take ''). */
export const verdictAtWrvus = (wrvus: string) => `at your ${wrvus} wRVUs`;
/** Pay over the years: the most (3 or more known) or more (2), with the difference. */
export const verdictPaysMost = (name: string, most: boolean, at: string, amount: string, years: number, by: string, other: string) =>
  `${name} pays ${most ? 'most' : 'more'}${at ? ` ${at}` : ''}: ${amount} over ${years} ${years === 1 ? 'year' : 'years'}, ${by} more than ${other}.`;
export const verdictPayTie = (names: string, at: string, amount: string, years: number) =>
  `${names} pay the same${at ? ` ${at}` : ''}: ${amount} over ${years} ${years === 1 ? 'year' : 'years'}.`;
/** Some offers' pay is not known: the ranking is of the others, and says so first. */
export const verdictOfKnown = (count: number, sentence: string) => `Of the ${count} offers whose pay is known, ${sentence}`;
export const verdictPayUnknown = (names: string, plural: boolean) =>
  plural ? `${names} state no base salary, so their pay cannot be compared.` : `${names} states no base salary, so its pay cannot be compared.`;
export const verdictNeedsWrvus = (names: string, plural: boolean) =>
  `${names} ${plural ? 'pay' : 'pays'} per wRVU: type your expected wRVUs a year in the assumptions to see which offer pays most.`;
/** Present value, in plain words: "in today's dollars". */
export const verdictPresentValueSame = (rate: string, amount: string, by: string, other: string) =>
  `In today’s dollars (a dollar later counted ${rate} a year less), it leads too: ${amount}, ${by} more than ${other}.`;
export const verdictPresentValueOther = (rate: string, name: string, amount: string, by: string, other: string) =>
  `In today’s dollars (a dollar later counted ${rate} a year less), ${name} leads instead: ${amount}, ${by} more than ${other}.`;
export const verdictPresentValueTie = (rate: string, names: string, amount: string) =>
  `In today’s dollars (a dollar later counted ${rate} a year less), ${names} are worth the same: ${amount}.`;
/** One-time money, apart from recurring pay (issue 39: one basis per sentence). */
export const verdictOneTime = (list: string) => `One-time money, counted in year 1’s pay and in the totals: ${list}.`;
export const verdictOneTimeOf = (name: string, amount: string, parts: string) => `${name} ${amount}${parts ? ` (${parts})` : ''}`;
export const verdictOneTimeNone = (name: string) => `${name} none`;
export const verdictSigningBonus = 'signing bonus';
export const verdictRelocationCash = 'relocation';
export const verdictReimbursement = (name: string, amount: string) =>
  `${name}’s relocation of ${amount} reimburses moving expenses: it is not pay, so it is not in the totals (it is still repaid if you leave early).`;
/** The cost of leaving during one year of the initial term: the most it costs in any month of it. */
export const verdictCheapestToLeave = (name: string, year: number, amount: string, month: number, by: string, other: string, otherAmount: string) =>
  `${name} is cheapest to leave in year ${year}: at most ${amount} (end of month ${month}), ${by} less than ${other} (${otherAmount}).`;
export const verdictCheapestToRepay = (name: string, year: number, amount: string, month: number, by: string, other: string, otherAmount: string) =>
  `${name} is cheapest to leave in year ${year}, before any tail coverage: at most ${amount} to repay (end of month ${month}), ${by} less than ${other} (${otherAmount}).`;
export const verdictLeaveTie = (names: string, year: number, amount: string) => `${names} cost the same to leave in year ${year}: at most ${amount}.`;
export const verdictRepayTie = (names: string, year: number, amount: string) =>
  `${names} cost the same to leave in year ${year}, before any tail coverage: at most ${amount} to repay.`;
/** The cheapest costs nothing in that year: said in words, not "at most $0". */
export const verdictFreeToLeave = (name: string, year: number, other: string, otherAmount: string, month: number) =>
  `${name} costs nothing to leave in year ${year}; ${other} costs up to ${otherAmount} (end of month ${month}).`;
export const verdictFreeToRepay = (name: string, year: number, other: string, otherAmount: string, month: number) =>
  `${name} has nothing to repay if you leave in year ${year}, before any tail coverage; ${other} up to ${otherAmount} (end of month ${month}).`;
export const verdictLeaveTieFree = (names: string, year: number) => `${names} cost nothing to leave in year ${year}.`;
export const verdictRepayTieFree = (names: string, year: number) =>
  `${names} have nothing to repay if you leave in year ${year}, before any tail coverage.`;
export const verdictTailUnknown = (name: string, needs: string) => `${name}’s tail coverage is not known without ${needs}.`;
export const verdictTermEnds = (names: string, year: number, plural: boolean) =>
  `${names}’s initial ${plural ? 'terms end' : 'term ends'} before year ${year}.`;
/** The differences that are not money: the best as the sentence names it, then each offer's value. */
export const verdictTermBest = (names: string, plural: boolean, best: string, value: string, others: string) =>
  `${names} ${plural ? 'have' : 'has'} ${best}: ${value}${others ? `; ${others}` : ''}.`;
export const verdictTermSame = (label: string, value: string) => `${label}: the same in every offer, ${value}.`;
export const verdictTermList = (label: string, list: string) => `${label}: ${list}.`;
/** Short, so the differences that are not money read as a list (and the verdict and totals print on one page). */
export const verdictTermMissing = (label: string, known: string, names: string) =>
  known ? `${label}: ${known}; not stated in ${names}, so not ranked.` : `${label}: not stated in ${names}, so not ranked.`;
export const verdictEmptyOffers = (names: string, plural: boolean) =>
  `${names} ${plural ? 'have' : 'has'} no terms yet, so ${plural ? 'they are' : 'it is'} left out of this summary: add the figures you know.`;
export const verdictNotStated = (labels: string) => `Not stated in any offer: ${labels}.`;
export const verdictWhyTerms = 'why?';
/**
 * Switch points and the expected level on one basis (issue 39): recurring pay, salary and
 * productivity; one-time money is said apart (verdictOneTime).
 */
export const switchAtExpectedRecurring = (wrvus: string, more: string, amount: string, less: string, year: number) =>
  `At your expected ${wrvus} wRVUs, ${more} pays ${amount} more than ${less} in salary and productivity in year ${year}.`;
export const switchTieAtExpectedRecurring = (wrvus: string, year: number) =>
  `At your expected ${wrvus} wRVUs, both pay the same in salary and productivity in year ${year}.`;
export const switchBasis =
  'These compare salary and productivity pay; one-time money (signing bonus, relocation paid as cash) is counted in year 1 and said apart.';
/**
 * The screen laid out for a decision (issue 39): the answer first, the offers and the add form below,
 * folded; every offer renamed here; no figure waits for wRVUs it does not need; print collapsed.
 */
export const yourOffersCount = (count: number) => `Your offers (${count})`;
export const comparedCount = (count: number) => `${count} compared`;
export const assumptionsFold = 'Change the assumptions';
export const wrvusNotGiven = 'no expected wRVUs yet (figures that need them say so)';
export const needsWrvus = 'Needs your expected wRVUs';
export const needsWrvusHint = 'Type your expected wRVUs a year in the assumptions to see the figures that depend on them.';
export const rename = 'Rename';
export const renameLabel = (name: string) => `New name for ${name}`;
export const renameSave = 'Save name';
export const renamed = (name: string) => `The offer is now named ${name}.`;
export const renameFailure = (message: string) => `The offer could not be renamed: ${message}`;
export const renameRequestHint = 'Only here: the request keeps its file’s name on its own page.';
export const months = (from: number, to: number) => (from === to ? `Month ${from}` : `Months ${from}–${to}`);
export const leavingRanges = (name: string) => `${name}: the cost of leaving, by the months where it changes`;
export const cumulativeChartAll = 'Cumulative pay over the years';
