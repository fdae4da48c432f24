import { useId, useState, type ReactNode } from 'react';
import { productionLevels, type ComparisonResult, type Figure, type FigureRef, type ProductionLevel } from '#shared/compare/types.ts';
import { formatTermValue, termInfo, type TermKey } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';
import { FigureButton, OriginBadge, useExplain, WhyButton } from './Explain';
import { compactUsd } from './chart-scale';
import { figureText, formatCount, formatFigure, levelLabels, listOf, monthRanges, rangeText } from './figures';
import { LineChart } from './LineChart';
import type { TermInForce } from './terms-in-force';

/** A switch point between two offers (scenario indices), read as a sentence. */
export interface SwitchPoint {
  readonly a: number;
  readonly b: number;
  readonly year: number;
  /** Each level at which the leader changes, with the offer that pays more from there on. */
  readonly points: readonly { readonly wrvus: number; readonly more: number; readonly less: number }[];
  /** A term either offer needs is missing: no level can be named. */
  readonly missing: boolean;
  /** Without a switch point: the offer that pays more at every level (absent when they always tie). */
  readonly always?: { readonly more: number; readonly less: number };
  /** Who pays more at the expected level in that year, and by how much (0: the same). */
  readonly atExpected?: { readonly more: number; readonly less: number; readonly by: number };
}

interface Props {
  readonly result: ComparisonResult;
  readonly names: readonly string[];
  readonly years: number;
  readonly wrvus: { readonly [L in ProductionLevel]?: number };
  readonly switches: readonly SwitchPoint[];
  readonly termsOf: (offer: number) => ReadonlyMap<TermKey, TermInForce>;
  /** The terms our reviewer found absent from each offer's contract (none for an offer not reviewed). */
  readonly absentOf?: (offer: number) => ReadonlySet<TermKey>;
  /**
   * Without expected wRVUs (issue 39): whether a figure rests on them, and so says it needs them where
   * it stands instead of a value; undefined when they are given.
   */
  readonly needsWrvus?: ((ref: FigureRef) => boolean) | undefined;
  /** What follows the totals (the assumptions' form: beside the figures it changes). */
  readonly afterTotals?: ReactNode;
}

/** A table too wide for a phone scrolls sideways in a region a keyboard can reach and a screen reader names. */
function ScrollRegion({
  label,
  children,
  tall = false,
  screenOnly = false,
}: {
  readonly label: string;
  readonly children: ReactNode;
  readonly tall?: boolean;
  /** Left off paper (the month-by-month table: printed as ranges instead). */
  readonly screenOnly?: boolean;
}) {
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1): it is focusable and named.
    <div
      className={`compare-scroll${tall ? ' compare-scroll--tall' : ''}${screenOnly ? ' compare-screen-only' : ''}`}
      role="region"
      aria-label={messages.compareOffers.tableOf(label)}
      tabIndex={0}
    >
      {children}
    </div>
  );
}

/** The comparison itself: pay and present value at each production level, pay by year, switch points, and the cost of leaving. */
export function ComparisonResults({ result, names, years, wrvus, switches, termsOf, absentOf, needsWrvus, afterTotals }: Props) {
  const [chosenLevel, setLevel] = useState<ProductionLevel>('expected');
  const levelName = useId();
  // Without expected wRVUs there are no levels to choose: one row of each figure, those that need them saying so.
  const wrvusGiven = needsWrvus === undefined;
  const level = wrvusGiven ? chosenLevel : 'expected';
  const shownLevels = wrvusGiven ? productionLevels : (['expected'] as const);
  const levelText = (l: ProductionLevel) =>
    `${levelLabels[l]}${wrvus[l] !== undefined ? ` (${messages.compareOffers.levelWrvus(formatCount(wrvus[l]))})` : ''}`;
  const rowText = (kind: string, l: ProductionLevel) => (wrvusGiven ? `${kind}, ${levelText(l)}` : kind);
  /** The figure, or null (it says what it needs) when it rests on wRVUs not given. */
  const shown = (figure: Figure, ref: FigureRef): Figure => (needsWrvus?.(ref) ? null : figure);
  const offers = result.offers;
  const cumulative = offers.map((offer, index) => {
    let sum: number | null = 0;
    return offer.years.map((y) => {
      const pay = shown(y[level], { kind: 'pay', offer: index, year: y.year, level });
      sum = sum === null || pay === null ? null : sum + pay;
      return sum;
    });
  });
  const months = Math.max(0, ...offers.map((offer) => offer.costToLeave.length));

  return (
    <div className="compare-results">
      <section aria-labelledby={`${levelName}-total`} className="compare-section compare-keep">
        <h3 id={`${levelName}-total`}>{messages.compareOffers.totalTitle(years)}</h3>
        <ScrollRegion label={messages.compareOffers.totalTitle(years)}>
          <table className="compare-table" data-testid="compare-totals">
            <OfferColumnsHead names={names} />
            <tbody>
              {(['total', 'npv'] as const).flatMap((kind) =>
                shownLevels.map((l) => (
                  <tr key={`${kind}-${l}`} className={l === 'low' ? 'compare-table__group-start' : undefined}>
                    <th scope="row">{rowText(kind === 'total' ? messages.compareOffers.totalPay : messages.compareOffers.presentValue, l)}</th>
                    {offers.map((offer, index) => (
                      <td key={names[index]}>
                        <FigureButton
                          figure={shown(offer[kind][l], { kind, offer: index, level: l })}
                          figureRef={{ kind, offer: index, level: l }}
                          what={`${names[index]}, ${kind === 'total' ? messages.compareOffers.totalPay : messages.compareOffers.presentValue}, ${levelLabels[l]}`}
                        />
                      </td>
                    ))}
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </ScrollRegion>
        {!wrvusGiven && <p className="compare-needs-wrvus">{messages.compareOffers.needsWrvusHint}</p>}
      </section>

      {afterTotals}

      <section aria-labelledby={`${levelName}-switch`} className="compare-section">
        <h3 id={`${levelName}-switch`}>{messages.compareOffers.switchTitle}</h3>
        <p className="muted">{messages.compareOffers.switchBasis}</p>
        <ul className="compare-switches" data-testid="compare-switches">
          {switches.map((pair) => {
            const a = names[pair.a] ?? '';
            const b = names[pair.b] ?? '';
            const ref = { kind: 'breakEven', a: pair.a, b: pair.b } as const;
            const what = `${a} and ${b}`;
            return (
              <li key={`${pair.a}-${pair.b}`}>
                {pair.missing
                  ? messages.compareOffers.switchMissing(a, b)
                  : pair.always
                    ? messages.compareOffers.switchAlways(names[pair.always.more] ?? '', names[pair.always.less] ?? '')
                    : pair.points.length === 0
                      ? messages.compareOffers.switchNever(a, b)
                      : pair.points
                          .map((point) => messages.compareOffers.switchAt(formatCount(point.wrvus), names[point.more] ?? '', names[point.less] ?? ''))
                          .join(' ')}{' '}
                {pair.atExpected && wrvus.expected !== undefined && (
                  <strong className="compare-switches__now">
                    {pair.atExpected.by === 0
                      ? messages.compareOffers.switchTieAtExpectedRecurring(formatCount(wrvus.expected), pair.year)
                      : messages.compareOffers.switchAtExpectedRecurring(
                          formatCount(wrvus.expected),
                          names[pair.atExpected.more] ?? '',
                          formatFigure(pair.atExpected.by),
                          names[pair.atExpected.less] ?? '',
                          pair.year,
                        )}
                  </strong>
                )}{' '}
                {!pair.missing && !pair.atExpected && <span className="muted">{messages.compareOffers.switchYear(pair.year)}</span>}{' '}
                <WhyButton figureRef={ref} what={what} />
              </li>
            );
          })}
        </ul>
      </section>

      {wrvusGiven && (
        <fieldset className="compare-level">
          <legend>{messages.compareOffers.productionLevel}</legend>
          <div className="options">
            {productionLevels.map((l) => (
              <label key={l}>
                <input type="radio" name={levelName} value={l} checked={level === l} onChange={() => setLevel(l)} /> {levelText(l)}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <section aria-labelledby={`${levelName}-years`} className="compare-section">
        <h3 id={`${levelName}-years`}>
          {wrvusGiven ? `${messages.compareOffers.byYearTitle}, ${levelText(level)}` : messages.compareOffers.byYearTitle}
        </h3>
        <ScrollRegion label={messages.compareOffers.byYearTitle}>
          <table className="compare-table" data-testid="compare-years">
            <OfferColumnsHead names={names} />
            <tbody>
              {Array.from({ length: years }, (_, y) => (
                <tr key={y}>
                  <th scope="row">{messages.compareOffers.year(y + 1)}</th>
                  {offers.map((offer, index) => (
                    <td key={names[index]}>
                      <FigureButton
                        figure={shown(offer.years[y]?.[level] ?? null, { kind: 'pay', offer: index, year: y + 1, level })}
                        figureRef={{ kind: 'pay', offer: index, year: y + 1, level }}
                        what={`${names[index]}, ${messages.compareOffers.year(y + 1)}, ${levelLabels[level]}`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <LineChart
          title={wrvusGiven ? messages.compareOffers.cumulativeChart(levelLabels[level].toLowerCase()) : messages.compareOffers.cumulativeChartAll}
          summary={messages.compareOffers.cumulativeSummary(listOf(names.map((name, index) => `${name} ${lastText(cumulative[index] ?? [])}`)))}
          xName="Year"
          xLabels={Array.from({ length: years }, (_, y) => String(y + 1))}
          series={names.map((name, index) => ({ name, values: cumulative[index] ?? [] }))}
          formatTick={compactUsd}
          markers="every"
          table={
            <table>
              <caption>{messages.compareOffers.chartTable}</caption>
              <OfferColumnsHead names={names} first="Year" />
              <tbody>
                {Array.from({ length: years }, (_, y) => (
                  <tr key={y}>
                    <th scope="row">{y + 1}</th>
                    {cumulative.map((line, index) => (
                      <td key={names[index]}>{valueText(line[y] ?? null)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      </section>

      <section aria-labelledby={`${levelName}-leaving`} className="compare-section">
        <h3 id={`${levelName}-leaving`}>{messages.compareOffers.leavingTitle}</h3>
        <p className="muted">{messages.compareOffers.leavingIntro}</p>
        <div className="compare-leaving">
          {offers.map((offer, index) => (
            <LeavingCard
              key={names[index]}
              name={names[index] ?? ''}
              index={index}
              costs={offer.costToLeave}
              terms={termsOf(index)}
              absent={absentOf?.(index)}
            />
          ))}
        </div>
        {months > 0 && (
          // On paper each offer's ranges of months say it: the chart stays on screen.
          <div className="compare-screen-only">
            <LineChart
              title={messages.compareOffers.leavingChart}
              summary={messages.compareOffers.leavingSummary(
                listOf(names.map((name, index) => `${name} ${valueText(offers[index]?.costToLeave[0]?.total ?? null)}`)),
              )}
              xName="Month"
              xLabels={Array.from({ length: months }, (_, m) => String(m + 1))}
              series={names.map((name, index) => ({
                name,
                values: Array.from({ length: months }, (_, m) => offers[index]?.costToLeave[m]?.total ?? null),
              }))}
              formatTick={compactUsd}
              markers="ends"
              table={
                <table>
                  <caption>{messages.compareOffers.chartTable}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{messages.compareOffers.month}</th>
                      {names.map((name) => (
                        <th key={name} scope="col">
                          {name}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {Array.from({ length: months }, (_, m) => (
                      <tr key={m}>
                        <th scope="row">{m + 1}</th>
                        {offers.map((offer, index) => (
                          <td key={names[index]}>{m < offer.costToLeave.length ? valueText(offer.costToLeave[m]?.total ?? null) : '—'}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              }
            />
          </div>
        )}
      </section>
    </div>
  );
}

const valueText = (value: number | null) => (value === null ? 'missing' : formatFigure(value));
const lastText = (line: readonly (number | null)[]) => valueText(line[line.length - 1] ?? null);

/** One offer's cost of leaving month by month, with what follows the physician out (non-compete, notice) beside it. */
function LeavingCard({
  name,
  index,
  costs,
  terms,
  absent,
}: {
  readonly name: string;
  readonly index: number;
  readonly costs: ComparisonResult['offers'][number]['costToLeave'];
  readonly terms: ReadonlyMap<TermKey, TermInForce>;
  readonly absent?: ReadonlySet<TermKey> | undefined;
}) {
  const headingId = useId();
  const { explain } = useExplain();
  // The tail is the same every month: when it is missing, the card says so once and the column shows dashes.
  const tailMissing = costs.length > 0 && costs.every((cost) => cost.tail === null);
  const restriction = (term: TermKey) => {
    const held = terms.get(term);
    return held ? (
      <>
        {formatTermValue(term, held.value)} <OriginBadge origin={held.origin} />
      </>
    ) : (
      <span className="muted">{absent?.has(term) ? messages.compareOffers.foundAbsent : messages.compareOffers.notInOffer}</span>
    );
  };
  return (
    <article className="leaving-card" aria-labelledby={headingId}>
      <h4 id={headingId}>{name}</h4>
      <dl className="leaving-card__restrictions">
        <div>
          <dt>{termInfo.nonCompeteMiles.label}</dt>
          <dd>{restriction('nonCompeteMiles')}</dd>
        </div>
        <div>
          <dt>{termInfo.nonCompeteMonths.label}</dt>
          <dd>{restriction('nonCompeteMonths')}</dd>
        </div>
        <div>
          <dt>{messages.compareOffers.noticeOwed}</dt>
          <dd>{restriction('noticeWithoutCauseDays')}</dd>
        </div>
      </dl>
      {tailMissing && (
        <p className="leaving-card__missing">
          {messages.compareOffers.tailNeeds(figureText(null, explain({ kind: 'costToLeave', offer: index, month: 1, part: 'tail' }).missing))}
        </p>
      )}
      {costs.length > 0 && (
        // On paper: the months collapsed to the ranges where the cost of leaving changes (issue 39).
        <ul className="compare-print-only compare-ranges" aria-label={messages.compareOffers.leavingRanges(name)}>
          {monthRanges(costs.map((cost) => cost.total)).map((range) => (
            <li key={range.from}>
              {messages.compareOffers.months(range.from, range.to)}: {rangeText(range, tailMissing ? '—' : 'missing')}
            </li>
          ))}
        </ul>
      )}
      {costs.length === 0 ? (
        <p className="muted">{messages.compareOffers.noInitialTerm}</p>
      ) : (
        <ScrollRegion label={`${messages.compareOffers.leavingTitle}: ${name}`} tall screenOnly>
          <table className="compare-table compare-table--leaving">
            <thead>
              <tr>
                <th scope="col">{messages.compareOffers.month}</th>
                <th scope="col">{messages.compareOffers.repay}</th>
                <th scope="col">{messages.compareOffers.tail}</th>
                <th scope="col">{messages.compareOffers.totalCost}</th>
              </tr>
            </thead>
            <tbody>
              {costs.map((cost) => (
                <tr key={cost.month}>
                  <th scope="row">{cost.month}</th>
                  {(['repay', 'tail', 'total'] as const).map((part) => (
                    <td key={part}>
                      <FigureButton
                        figure={cost[part]}
                        short={tailMissing}
                        figureRef={{ kind: 'costToLeave', offer: index, month: cost.month, part }}
                        what={`${name}, ${messages.compareOffers.leavingTitle.toLowerCase()} at the end of month ${cost.month}, ${
                          part === 'repay'
                            ? messages.compareOffers.repay
                            : part === 'tail'
                              ? messages.compareOffers.tail
                              : messages.compareOffers.totalCost
                        }`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </article>
  );
}

/** A table's head: the row names' column (titled `first`, or empty), then one column per offer. */
function OfferColumnsHead({ names, first }: { readonly names: readonly string[]; readonly first?: string }) {
  return (
    <thead>
      <tr>
        {first ? <th scope="col">{first}</th> : <td />}
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
