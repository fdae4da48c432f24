import { Alert, Button, Loader } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import * as messages from '#shared/messages.ts';
import { quoteBoxes, type Box } from './quote-highlight';

import type * as PdfDocumentModule from './pdf-document';

// Types only: the module itself (and pdf.js) arrives with the dynamic import below.
type PdfModule = typeof PdfDocumentModule;
type PdfDocument = PdfDocumentModule.PdfDocument;

const text = messages.dashboard.desk;

/** What the pane points at: a finding's page and its quoted words (`at` changes each time it is chosen). */
export interface PdfTarget {
  readonly page: number;
  readonly quote: string;
  readonly at: number;
}

type Loaded = { readonly pdf: PdfDocument; readonly module: PdfModule; readonly aspects: readonly number[] };

let pdfJs: Promise<PdfModule> | undefined;
/** pdf.js, downloaded once (again after a failure, so a retry can succeed). */
function loadPdfJs(): Promise<PdfModule> {
  pdfJs ??= import('./pdf-document').catch((error: unknown) => {
    pdfJs = undefined;
    throw error;
  });
  return pdfJs;
}

/** Starts downloading pdf.js ahead of the pane (the desk does when a wide screen will show it at once). */
export function preloadPdfJs(): void {
  void loadPdfJs().catch(() => undefined);
}

/**
 * The contract on the review desk (issue 29), drawn page by page with pdf.js, which is loaded here
 * and nowhere else (a dynamic import). Nothing is fetched until the pane is first shown: its link
 * (`link`, which the API records as an opening of the file) is asked for then. The chosen finding's
 * page comes into view with its quoted words highlighted.
 */
export function PdfPane({
  documentName,
  shown,
  link,
  target,
  onPageShown,
  onBack,
}: {
  /** What the PDF is, as texts name it: "contract", "offer letter". */
  readonly documentName: string;
  readonly shown: boolean;
  readonly link: () => Promise<string>;
  readonly target: PdfTarget | undefined;
  /** The page most in view, whenever it changes (Add term starts at it). */
  readonly onPageShown?: (page: number) => void;
  /** On a phone: back to the findings. */
  readonly onBack?: () => void;
}) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);
  const mounted = useRef(true);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Loaded once, the first time the pane shows.
  useEffect(() => {
    if (!shown || started.current) return;
    started.current = true;
    void (async () => {
      // The file's link first (a request, sent at once), then pdf.js beside it; the file as soon as its link is there.
      const linked = link();
      const module = loadPdfJs();
      linked.catch(() => undefined);
      module.catch(() => undefined);
      try {
        const response = await fetch(await linked);
        if (!response.ok) throw new Error(`the file answered ${response.status}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const pdfJs = await module;
        const pdf = await pdfJs.openPdf(bytes);
        const aspects = await Promise.all(Array.from({ length: pdf.numPages }, (_, index) => pdfJs.pageAspect(pdf, index + 1)));
        if (mounted.current) setLoaded({ pdf, module: pdfJs, aspects });
        else void pdf.loadingTask.destroy();
      } catch (error) {
        if (mounted.current) setFailure((error as Error).message);
      }
    })();
  }, [shown, link]);

  useEffect(() => () => void loaded?.pdf.loadingTask.destroy(), [loaded]);

  // Which page is most in view: the pane's own scroll on a wide screen, the window's on a phone.
  const pageShownRef = useRef(onPageShown);
  pageShownRef.current = onPageShown;
  useEffect(() => {
    const pane = scroller.current;
    if (!loaded || !pane || typeof IntersectionObserver === 'undefined') return;
    const ratios = new Map<number, number>();
    let shown: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratios.set(Number((entry.target as HTMLElement).dataset.page), entry.intersectionRatio);
        let best: number | undefined;
        for (const [page, ratio] of ratios) if (ratio > 0 && (best === undefined || ratio > ratios.get(best)!)) best = page;
        if (best !== undefined && best !== shown) {
          shown = best;
          pageShownRef.current?.(best);
        }
      },
      { root: onBack ? null : pane, threshold: [0, 0.1, 0.25, 0.5, 0.75, 1] },
    );
    for (const element of pane.querySelectorAll('[data-page]')) observer.observe(element);
    return () => observer.disconnect();
  }, [loaded, !!onBack]);

  /** Brings a point of a page into view inside the pane (not the window: the findings stay where they are). */
  const reveal = (page: number, top: number) => {
    const pane = scroller.current;
    const element = pane?.querySelector<HTMLElement>(`[data-page="${page}"]`);
    if (!pane || !element) return;
    const within = element.offsetTop - pane.offsetTop + top * element.clientHeight;
    pane.scrollTo({ top: Math.max(0, within - pane.clientHeight / 3), behavior: 'auto' });
    // A phone shows the pane in the page's own flow: bring the page itself into view.
    if (onBack) element.scrollIntoView({ block: 'start' });
  };

  useEffect(() => {
    if (loaded && target) reveal(target.page, 0);
  }, [loaded, target]);

  return (
    <section className="pdf-pane" aria-labelledby="pdf-pane-title">
      <div className="pdf-pane__head">
        <h3 id="pdf-pane-title">{text.documentPdf(documentName)}</h3>
        {loaded && <span className="pdf-pane__count">{text.pageCount(loaded.aspects.length)}</span>}
        {onBack && (
          <Button size="small" onClick={onBack}>
            {text.backToFindings}
          </Button>
        )}
      </div>
      <div className="pdf-pane__pages" ref={scroller} tabIndex={0} aria-label={text.documentPdf(documentName)}>
        {!loaded && !failure && <Loader variation="linear" ariaLabel={text.pdfLoading(documentName)} />}
        {failure && (
          <Alert variation="error" role="alert">
            {text.pdfFailed(documentName, failure)}
          </Alert>
        )}
        {loaded &&
          loaded.aspects.map((aspect, index) => (
            <PdfPage
              key={index}
              loaded={loaded}
              page={index + 1}
              aspect={aspect}
              quote={target?.page === index + 1 ? target.quote : undefined}
              targetAt={target?.page === index + 1 ? target.at : undefined}
              onHighlight={(top) => reveal(index + 1, top)}
            />
          ))}
      </div>
    </section>
  );
}

function PdfPage({
  loaded,
  page,
  aspect,
  quote,
  targetAt,
  onHighlight,
}: {
  readonly loaded: Loaded;
  readonly page: number;
  readonly aspect: number;
  readonly quote: string | undefined;
  readonly targetAt: number | undefined;
  readonly onHighlight: (top: number) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  // Painted: the canvas holds the page (the desk's first-load measure waits for the first).
  const [painted, setPainted] = useState(false);
  const [boxes, setBoxes] = useState<readonly Box[]>([]);
  const total = loaded.aspects.length;

  // Drawn as it comes near the view, once (the canvas then scales with its frame).
  useEffect(() => {
    const element = frame.current;
    if (!element || drawn) return;
    const draw = () => {
      setDrawn(true);
      if (canvas.current)
        void loaded.module
          .drawPage(loaded.pdf, page, canvas.current, Math.max(element.clientWidth, 320))
          .then(() => setPainted(true))
          .catch(() => undefined);
    };
    if (typeof IntersectionObserver === 'undefined') return draw();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && draw(), { rootMargin: '800px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded, page, drawn]);

  useEffect(() => {
    if (!quote) return setBoxes([]);
    let cancelled = false;
    void (async () => {
      const found = quoteBoxes(await loaded.module.pageRuns(loaded.pdf, page), quote);
      if (cancelled) return;
      setBoxes(found);
      if (found.length) onHighlight(Math.min(...found.map((box) => box.top)));
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Each choice of a finding highlights (and brings into view) again.
  }, [quote, targetAt, loaded, page]);

  return (
    <div className="pdf-page" ref={frame} data-page={page} data-painted={painted || undefined} style={{ aspectRatio: String(aspect) }}>
      <canvas ref={canvas} role="img" aria-label={text.pageOf(page, total)} />
      {boxes.map((box, index) => (
        <mark
          key={index}
          className="pdf-page__mark"
          aria-hidden="true"
          style={{ left: `${box.left * 100}%`, top: `${box.top * 100}%`, width: `${box.width * 100}%`, height: `${box.height * 100}%` }}
        />
      ))}
      <span className="pdf-page__number" aria-hidden="true">
        {page}
      </span>
    </div>
  );
}
