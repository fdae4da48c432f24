import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  maxComparedOffers,
  minComparedOffers,
  type Comparison,
  type ComparisonAssumptions,
  type MyOffers,
  type Offer,
  type OfferRef,
} from '#shared/api/offers.ts';
import { compareOffers } from '#shared/compare/compare.ts';
import { explainFigure } from '#shared/compare/explain.ts';
import { productionLevels, type FigureRef } from '#shared/compare/types.ts';
import { termInfo, type TermKey, type TermValue } from '#shared/contract-terms/terms.ts';
import { pdfContentType } from '#shared/files/pdf.ts';
import { formatDateTime } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { Button } from '#web/components/Button.tsx';
import { Notice } from '#web/components/Notice.tsx';
import { ContentLoading } from '#web/components/ScreenLoading.tsx';
import { useApp } from '#web/lib/app-context.tsx';
import { myOffersKey, myOffersQuery } from '#web/lib/screen-queries.ts';
import { AddOfferForm } from './AddOfferForm';
import { AssumptionsForm } from './AssumptionsForm';
import { ComparisonResults } from './ComparisonResults';
import { ExplainFigures } from './Explain';
import { formatCount, formatPercent, levelLabels, listOf } from './figures';
import { OfferCard } from './OfferCard';
import { Verdict } from './Verdict';
import { explainWithout, scenarioOf, withoutExpected, wrvuNeeds } from './scenario';
import { switchHeadline, switchPoints } from './switch-points';
import { absentTerms, distinctNames, termsInForce, withFigure, type TermInForce } from './terms-in-force';
import './offers.css';

const offersKey = myOffersKey;
/** The reader answers within seconds of an upload; the screen asks again until then, for a minute. */
const pollForMs = 60_000;
/** Assumptions and the selection are saved this long after the last change (the figures never wait for it). */
const saveAfterMs = 800;

const sameRef = (a: OfferRef, b: OfferRef) => a.source === b.source && a.offerId === b.offerId;

/** The profile's Compare offers screen (issue 30). */
export function CompareOffersPage() {
  const { api } = useApp();
  const offers = useQuery({
    ...myOffersQuery(api),
    // An offer whose PDF is still being read is asked for again every 2 s, for a minute after it was added.
    refetchInterval: (query) =>
      query.state.data?.offers.some((offer) => offer.reading?.state === 'pending' && Date.now() - offer.createdAt < pollForMs) ? 2_000 : false,
  });
  return (
    <div className="compare-page">
      <h1>{messages.common.compareOffers}</h1>
      <p className="lead compare-page__intro">{messages.compareOffers.intro}</p>
      {offers.isPending && <ContentLoading />}
      {offers.isError && <Notice tone="error">{messages.compareOffers.loadFailure((offers.error as Error).message)}</Notice>}
      {offers.data && <Comparing data={offers.data} />}
    </div>
  );
}

/** The screen once the offers are here: its state (assumptions, selection) is local, saved behind the person's back. */
function Comparing({ data }: { readonly data: MyOffers }) {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const [assumptions, setAssumptions] = useState<ComparisonAssumptions>(data.comparison.assumptions);
  const [selected, setSelected] = useState<readonly OfferRef[]>(data.comparison.selected);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'info'; text: string }>();

  // What is selected among the offers there are (a removed offer drops out), in the list's order.
  const compared = data.offers.filter((offer) => selected.some((ref) => sameRef(ref, offer)));

  const save = useMutation({ mutationFn: (comparison: Comparison) => api('saveComparison', { body: comparison }) });
  const lastSaved = useRef(JSON.stringify(data.comparison));
  useEffect(() => {
    const comparison: Comparison = { assumptions, selected: compared.map(({ source, offerId }) => ({ source, offerId })) };
    const text = JSON.stringify(comparison);
    if (text === lastSaved.current) return;
    const timer = setTimeout(() => {
      lastSaved.current = text;
      save.mutate(comparison);
    }, saveAfterMs);
    return () => clearTimeout(timer);
    // `save` is stable in what it does; the effect follows the values saved.
  }, [assumptions, JSON.stringify(compared.map(({ source, offerId }) => [source, offerId]))]);

  const onAssumptions = useCallback((next: ComparisonAssumptions) => setAssumptions(next), []);

  const select = (offer: Offer, on: boolean) => {
    if (!on) return setSelected((refs) => refs.filter((ref) => !sameRef(ref, offer)));
    if (compared.length >= maxComparedOffers) return setNotice({ tone: 'info', text: messages.compareOffers.selectAtMost(maxComparedOffers) });
    setNotice(undefined);
    setSelected((refs) => [...refs.filter((ref) => data.offers.some((o) => sameRef(ref, o))), { source: offer.source, offerId: offer.offerId }]);
  };

  /** Sets the offer's figures in the cache at once (the comparison follows), then on the server. */
  const saveFigure = async (offer: Offer, term: TermKey, value: TermValue | undefined) => {
    const figures = withFigure(offer.figures, term, value);
    const previous = queryClient.getQueryData<MyOffers>(offersKey);
    const put = (next: Offer) =>
      queryClient.setQueryData<MyOffers>(offersKey, (old) => (old ? { ...old, offers: old.offers.map((o) => (sameRef(o, next) ? next : o)) } : old));
    put({ ...offer, figures });
    try {
      const saved = await api('saveOfferFigures', { params: { source: offer.source, offerId: offer.offerId }, body: { figures } });
      put(saved);
      const label = termInfo[term].label;
      setNotice({
        tone: 'success',
        text: value === undefined ? messages.compareOffers.figureRemoved(label) : messages.compareOffers.figureSaved(label),
      });
    } catch (error) {
      if (previous) queryClient.setQueryData(offersKey, previous);
      throw error;
    }
  };

  const remove = useMutation({
    mutationFn: (offer: Offer) => api('deleteOffer', { params: { offerId: offer.offerId } }),
    onSuccess: async (_nothing, offer) => {
      setSelected((refs) => refs.filter((ref) => !sameRef(ref, offer)));
      setNotice({ tone: 'success', text: messages.compareOffers.removed(offer.name) });
      await queryClient.invalidateQueries({ queryKey: offersKey });
    },
    onError: (error) => setNotice({ tone: 'error', text: messages.compareOffers.removeFailure(error.message) }),
  });

  /** Renames the offer on this screen (a request keeps its file's name on its own page); the comparison follows at once. */
  const rename = async (offer: Offer, name: string) => {
    const saved = await api('renameOffer', { params: { source: offer.source, offerId: offer.offerId }, body: { name } });
    queryClient.setQueryData<MyOffers>(offersKey, (old) => (old ? { ...old, offers: old.offers.map((o) => (sameRef(o, saved) ? saved : o)) } : old));
    setNotice({ tone: 'success', text: messages.compareOffers.renamed(saved.name) });
  };

  const addedCount = data.offers.filter((offer) => offer.source === 'added').length;
  // Folded once there is something to compare: the answer comes first, the offers and the form below it.
  const [offersOpen] = useState(() => data.comparison.selected.length < minComparedOffers);
  const [addOpen] = useState(() => data.offers.length < minComparedOffers);

  return (
    <>
      {notice && (
        <Notice tone={notice.tone} className="compare-controls">
          {notice.text}
        </Notice>
      )}
      <Results
        offers={compared}
        assumptions={assumptions}
        assumptionsForm={
          <div className="compare-controls compare-assumptions">
            <AssumptionsForm initial={data.comparison.assumptions} current={assumptions} onChange={onAssumptions} />
            {save.isError && <Notice tone="error">{messages.compareOffers.saveFailure(save.error.message)}</Notice>}
          </div>
        }
      />
      <section aria-labelledby="compare-offers-list" className="compare-offers compare-controls">
        <details className="compare-fold" open={offersOpen}>
          <summary>
            <h2 id="compare-offers-list">{messages.compareOffers.yourOffersCount(data.offers.length)}</h2>
            <span className="muted">{messages.compareOffers.comparedCount(compared.length)}</span>
          </summary>
          <p className="muted">{messages.compareOffers.selectHint(minComparedOffers, maxComparedOffers)}</p>
          {data.offers.length === 0 && <p className="empty-list">{messages.compareOffers.noOffers}</p>}
          <ul className="offer-cards" aria-label={messages.compareOffers.yourOffers}>
            {data.offers.map((offer) => (
              <li key={`${offer.source}-${offer.offerId}`}>
                <OfferCard
                  offer={offer}
                  selected={selected.some((ref) => sameRef(ref, offer))}
                  onSelect={(on) => select(offer, on)}
                  onFigure={(term, value) => saveFigure(offer, term, value)}
                  onRename={(name) => rename(offer, name)}
                  {...(offer.source === 'added'
                    ? { onRemove: () => remove.mutate(offer), removing: remove.isPending && remove.variables === offer }
                    : {})}
                />
              </li>
            ))}
          </ul>
        </details>
      </section>
      <div className="compare-controls">
        <details className="compare-fold compare-fold--add" open={addOpen}>
          <summary>
            <h2>{messages.compareOffers.addTitle}</h2>
          </summary>
          <AddOfferForm
            addedCount={addedCount}
            presign={() => api('createOfferUpload', { body: { contentType: pdfContentType } })}
            create={(offer) => api('createOffer', { body: offer })}
            onAdded={async (offer) => {
              await queryClient.invalidateQueries({ queryKey: offersKey });
              if (compared.length < maxComparedOffers) setSelected((refs) => [...refs, { source: offer.source, offerId: offer.offerId }]);
            }}
          />
        </details>
      </div>
    </>
  );
}

/** The figures, worked out in the browser from local state on every render that changes them. */
function Results({
  offers,
  assumptions,
  assumptionsForm,
}: {
  readonly offers: readonly Offer[];
  readonly assumptions: ComparisonAssumptions;
  /** The assumptions' form: shown beside the figures it changes (after the totals), or alone while nothing is compared. */
  readonly assumptionsForm: ReactNode;
}) {
  const names = useMemo(() => distinctNames(offers.map((offer) => offer.name)), [offers]);
  const terms = useMemo(() => offers.map((offer) => termsInForce(offer)), [offers]);
  const absent = useMemo(() => offers.map((offer) => new Set(absentTerms(offer).keys())), [offers]);
  const absentOf = useCallback((index: number) => absent[index] ?? new Set<TermKey>(), [absent]);
  const { scenario, wrvusGiven } = useMemo(
    () =>
      scenarioOf(
        assumptions,
        offers.map((offer, index) => ({ ...offer, name: names[index] ?? offer.name })),
      ),
    [assumptions, offers, names],
  );
  // Worked out here, synchronously, on every change of the assumptions or the offers: no network in
  // the way. How long it took is kept on the section (data-recompute-ms) for the browser benchmark.
  const computed = useMemo(() => {
    const started = performance.now();
    const result = compareOffers(scenario);
    // Without expected wRVUs a pair's sentence at the expected level would compare at a level nobody gave.
    const switches = switchPoints(scenario, result).map((pair) => (wrvusGiven ? pair : withoutExpected(pair)));
    return { result, switches, ms: performance.now() - started };
  }, [scenario, wrvusGiven]);
  const needsWrvus = useMemo(() => wrvuNeeds(scenario, wrvusGiven), [scenario, wrvusGiven]);
  const explain = useCallback((ref: FigureRef) => explainWithout(explainFigure(scenario, ref), wrvusGiven), [scenario, wrvusGiven]);
  const termsOf = useCallback((index: number) => terms[index] ?? new Map<TermKey, TermInForce>(), [terms]);
  const headline = useCallback(
    (ref: FigureRef) => {
      if (ref.kind !== 'breakEven') return undefined;
      const pair = computed.switches.find((point) => point.a === ref.a && point.b === ref.b);
      return pair && switchHeadline(pair, names);
    },
    [computed, names],
  );

  const heading = <h2 id="compare-results">{messages.compareOffers.resultsTitle}</h2>;
  if (offers.length < minComparedOffers)
    return (
      <section aria-labelledby="compare-results" className="compare-results-section">
        {heading}
        <p className="muted" role="status">
          {messages.compareOffers.selectMore(minComparedOffers)}
        </p>
        {assumptionsForm}
      </section>
    );
  const levels = scenario.wrvusPerYear;
  return (
    <section
      aria-labelledby="compare-results"
      className="compare-results-section"
      data-testid="comparison"
      data-recompute-ms={computed.ms.toFixed(3)}
    >
      <div className="compare-results__head">
        {heading}
        <Button variant="secondary" size="small" className="compare-controls" onClick={() => window.print()}>
          {messages.compareOffers.print}
        </Button>
      </div>
      <ExplainFigures explain={explain} termsOf={termsOf} offerNames={names} headline={headline}>
        {/* The verdict (issue 39): the first thing of the results, above the totals. */}
        <Verdict scenario={scenario} result={computed.result} termsOf={termsOf} wrvusTyped={wrvusGiven} />
        <p className="compare-results__summary">
          {messages.compareOffers.assumptionsSummary(
            scenario.years,
            formatPercent(scenario.discountRate),
            wrvusGiven
              ? listOf(productionLevels.map((level) => messages.compareOffers.levelAt(levelLabels[level].toLowerCase(), formatCount(levels[level]))))
              : messages.compareOffers.wrvusNotGiven,
          )}
        </p>
        <p className="compare-print-only">{messages.compareOffers.printedOn(formatDateTime(Date.now()))}</p>
        <ComparisonResults
          result={computed.result}
          names={names}
          years={scenario.years}
          wrvus={wrvusGiven ? levels : {}}
          switches={computed.switches}
          termsOf={termsOf}
          absentOf={absentOf}
          needsWrvus={needsWrvus}
          afterTotals={assumptionsForm}
        />
      </ExplainFigures>
    </section>
  );
}
