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
  onBack,
}: {
  /** What the PDF is, as texts name it: "contract", "offer letter". */
  readonly documentName: string;
  readonly shown: boolean;
  readonly link: () => Promise<string>;
  readonly target: PdfTarget | undefined;
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
      try {
        const url = await link();
        const [response, module] = await Promise.all([fetch(url), import('./pdf-document')]);
        if (!response.ok) throw new Error(`the file answered ${response.status}`);
        const pdf = await module.openPdf(new Uint8Array(await response.arrayBuffer()));
        const aspects = await Promise.all(Array.from({ length: pdf.numPages }, (_, index) => module.pageAspect(pdf, index + 1)));
        if (mounted.current) setLoaded({ pdf, module, aspects });
        else void pdf.loadingTask.destroy();
      } catch (error) {
        if (mounted.current) setFailure((error as Error).message);
      }
    })();
  }, [shown, link]);

  useEffect(() => () => void loaded?.pdf.loadingTask.destroy(), [loaded]);

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
  const [boxes, setBoxes] = useState<readonly Box[]>([]);
  const total = loaded.aspects.length;

  // Drawn as it comes near the view, once (the canvas then scales with its frame).
  useEffect(() => {
    const element = frame.current;
    if (!element || drawn) return;
    const draw = () => {
      setDrawn(true);
      if (canvas.current) void loaded.module.drawPage(loaded.pdf, page, canvas.current, Math.max(element.clientWidth, 320)).catch(() => undefined);
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
    <div className="pdf-page" ref={frame} data-page={page} style={{ aspectRatio: String(aspect) }}>
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
