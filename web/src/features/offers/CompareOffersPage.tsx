import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import { formatCount, formatPercent, levelLabels, listOf, missingLabel } from './figures';
import { OfferCard } from './OfferCard';
import { scenarioOf } from './scenario';
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

  const addedCount = data.offers.filter((offer) => offer.source === 'added').length;

  return (
    <>
      {notice && (
        <Notice tone={notice.tone} className="compare-controls">
          {notice.text}
        </Notice>
      )}
      <section aria-labelledby="compare-offers-list" className="compare-offers compare-controls">
        <h2 id="compare-offers-list">{messages.compareOffers.yourOffers}</h2>
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
                {...(offer.source === 'added'
                  ? { onRemove: () => remove.mutate(offer), removing: remove.isPending && remove.variables === offer }
                  : {})}
              />
            </li>
          ))}
        </ul>
      </section>
      <div className="compare-controls">
        <AddOfferForm
          addedCount={addedCount}
          presign={() => api('createOfferUpload', { body: { contentType: pdfContentType } })}
          create={(offer) => api('createOffer', { body: offer })}
          onAdded={async (offer) => {
            await queryClient.invalidateQueries({ queryKey: offersKey });
            if (compared.length < maxComparedOffers) setSelected((refs) => [...refs, { source: offer.source, offerId: offer.offerId }]);
          }}
        />
      </div>
      <div className="compare-controls">
        <AssumptionsForm initial={data.comparison.assumptions} current={assumptions} onChange={onAssumptions} />
        {save.isError && <Notice tone="error">{messages.compareOffers.saveFailure(save.error.message)}</Notice>}
      </div>
      <Results offers={compared} assumptions={assumptions} />
    </>
  );
}

/** The figures, worked out in the browser from local state on every render that changes them. */
function Results({ offers, assumptions }: { readonly offers: readonly Offer[]; readonly assumptions: ComparisonAssumptions }) {
  const names = useMemo(() => distinctNames(offers.map((offer) => offer.name)), [offers]);
  const terms = useMemo(() => offers.map((offer) => termsInForce(offer)), [offers]);
  const absent = useMemo(() => offers.map((offer) => new Set(absentTerms(offer).keys())), [offers]);
  const absentOf = useCallback((index: number) => absent[index] ?? new Set<TermKey>(), [absent]);
  const { scenario, missing } = useMemo(
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
    if (!scenario) return undefined;
    const started = performance.now();
    const result = compareOffers(scenario);
    const switches = switchPoints(scenario, result);
    return { result, switches, ms: performance.now() - started };
  }, [scenario]);
  const explain = useCallback((ref: FigureRef) => explainFigure(scenario!, ref), [scenario]);
  const termsOf = useCallback((index: number) => terms[index] ?? new Map<TermKey, TermInForce>(), [terms]);
  const headline = useCallback(
    (ref: FigureRef) => {
      if (ref.kind !== 'breakEven') return undefined;
      const pair = computed?.switches.find((point) => point.a === ref.a && point.b === ref.b);
      return pair && switchHeadline(pair, names);
    },
    [computed, names],
  );

  const heading = <h2 id="compare-results">{messages.compareOffers.resultsTitle}</h2>;
  if (offers.length < minComparedOffers || !scenario || !computed)
    return (
      <section aria-labelledby="compare-results" className="compare-results-section">
        {heading}
        <p className="muted" role="status">
          {offers.length < minComparedOffers
            ? messages.compareOffers.selectMore(minComparedOffers)
            : missing?.includes('wrvus')
              ? messages.compareOffers.wrvusNeeded
              : listOf((missing ?? []).map(missingLabel))}
        </p>
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
      <p className="compare-results__summary">
        {messages.compareOffers.assumptionsSummary(
          scenario.years,
          formatPercent(scenario.discountRate),
          listOf(productionLevels.map((level) => messages.compareOffers.levelAt(levelLabels[level].toLowerCase(), formatCount(levels[level])))),
        )}
      </p>
      <p className="compare-print-only">{messages.compareOffers.printedOn(formatDateTime(Date.now()))}</p>
      <ExplainFigures explain={explain} termsOf={termsOf} offerNames={names} headline={headline}>
        <ComparisonResults
          result={computed.result}
          names={names}
          years={scenario.years}
          wrvus={levels}
          switches={computed.switches}
          termsOf={termsOf}
          absentOf={absentOf}
        />
      </ExplainFigures>
    </section>
  );
}
