import { useId, useLayoutEffect, useRef, useState } from 'react';
import * as messages from '#shared/messages.ts';
import { useSession } from '#web/auth/session.tsx';
import { ButtonLink } from '#web/components/Button.tsx';
import { Card } from '#web/components/Card.tsx';
import { SiteVideo } from '#web/components/SiteVideo.tsx';

const testimonials = [
  {
    name: 'Dr. Maya Reyes',
    role: 'Internal Medicine, third-year resident',
    initials: 'MR',
    quote:
      'My first offer looked generous until I worked through the chapters on call pay and productivity bonuses. I went back with three specific questions, and the final contract added a signing bonus and capped my call nights. I would not have known what to ask for without the course.',
  },
  {
    name: 'Dr. James Okafor',
    role: 'Cardiology fellow',
    initials: 'JO',
    quote:
      'The compensation consultation compared my offer with the market for my speciality and region. The written review was clear about where I stood and which points were worth negotiating, so the conversation with the practice was calm and factual instead of awkward.',
  },
  {
    name: 'Dr. Priya Natarajan',
    role: 'Attending, Emergency Medicine',
    initials: 'PN',
    quote:
      'I had signed two contracts before without really understanding the non-compete or the termination terms. The contract review pointed out a tail-coverage clause that would have cost me thousands. I now recommend Negotiation 101 to every resident I teach.',
  },
] as const;

/**
 * One testimonial: its text at the card's fixed height, scrolling inside it (spec §2 Home); when it
 * is longer than that, "Read more" opens the whole of it in place (issue 37: no testimonial ends
 * mid-sentence without a way to read on).
 */
function Testimonial({ name, role, initials, quote }: (typeof testimonials)[number]) {
  const quoteId = useId();
  const text = useRef<HTMLQuoteElement>(null);
  const [open, setOpen] = useState(false);
  const [longer, setLonger] = useState(false);
  // Whether the text is longer than the fixed height, at this width (measured while it is closed).
  useLayoutEffect(() => {
    const element = text.current;
    if (!element || open) return;
    const measure = () => setLonger(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);
  const scrolls = longer && !open;
  return (
    <figure>
      <blockquote
        ref={text}
        id={quoteId}
        className={`testimonial__quote${open ? ' testimonial__quote--open' : ''}${scrolls ? ' testimonial__quote--more' : ''}`}
        // A region that scrolls is reached by keyboard too.
        tabIndex={scrolls ? 0 : undefined}
        aria-label={`Testimonial from ${name}`}
      >
        <p>{quote}</p>
      </blockquote>
      {(longer || open) && (
        <button type="button" className="testimonial__more" aria-expanded={open} aria-controls={quoteId} onClick={() => setOpen(!open)}>
          {open ? messages.common.showLess : messages.common.readMore}
          <span className="visually-hidden"> {`(testimonial from ${name})`}</span>
        </button>
      )}
      <figcaption className="testimonial__author">
        <span className="testimonial__avatar" aria-hidden="true">
          {initials}
        </span>
        <span>
          <strong>{name}</strong>
          <span className="muted">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export function HomePage() {
  const { status } = useSession();
  return (
    <>
      <section className="home-hero" aria-labelledby="home-hero-title">
        <SiteVideo
          mode="background"
          className="home-hero__video"
          sources={[
            { src: '/site-media/hero-loop.webm', type: 'video/webm' },
            { src: '/site-media/hero-loop.mp4', type: 'video/mp4' },
          ]}
          poster="/site-media/hero-poster.webp"
          captions="/site-media/hero-loop.vtt"
          label="Decorative background: soft light drifting across a pale blue surface."
          testId="hero-video"
        />
        <div className="container home-hero__content">
          <span className="eyebrow">Free for physicians</span>
          <h1 id="home-hero-title">A better contract, a brighter future.</h1>
          <p className="lead">
            Learn to negotiate your compensation and contract terms with Negotiation 101, a free 13-chapter course, and ask our team for a
            compensation consultation or a contract review when you have an offer in hand.
          </p>
          <div className="home-hero__actions">
            {status === 'signedOut' && (
              <ButtonLink to="/signup" variant="primary">
                {messages.common.getStarted}
              </ButtonLink>
            )}
            <ButtonLink to="/about" variant="secondary">
              {messages.common.learnMore}
            </ButtonLink>
          </div>
          <ul className="home-hero__facts" aria-label="At a glance">
            <li>
              <strong>13</strong> chapters
            </li>
            <li>
              <strong>Free</strong> to join
            </li>
            <li>
              <strong>PDF</strong> reviews by our staff
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--surface" aria-labelledby="welcome-title">
        <div className="container welcome">
          <div className="welcome__text">
            <span className="eyebrow">Welcome</span>
            <h2 id="welcome-title">Your first contract sets the course of your career</h2>
            <p>
              Residents, fellows and attending physicians sign employment contracts that decide their pay, their call schedule and where they may work
              next, often without any training in negotiation. Physician Contracts exists to change that.
            </p>
            <p>
              Start with the free course to learn how offers are built and which terms are worth discussing. When an offer arrives, upload it as a PDF
              and our staff answer with a written review.
            </p>
          </div>
          <figure className="welcome__media">
            <SiteVideo
              mode="whenVisible"
              sources={[
                { src: '/site-media/course-intro.mp4', type: 'video/mp4' },
                { src: '/site-media/course-intro.webm', type: 'video/webm' },
              ]}
              poster="/site-media/course-intro-poster.webp"
              captions="/site-media/course-intro.vtt"
              label="Introduction to Negotiation 101: four title cards about understanding your offer, knowing your market value and signing with confidence."
              testId="intro-video"
            />
            <figcaption>A 12-second look at what Negotiation 101 covers.</figcaption>
          </figure>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="testimonials-title">
        <div className="container">
          <div className="section__header section__header--center">
            <span className="eyebrow">Physicians on Physician Contracts</span>
            <h2 id="testimonials-title">What physicians tell us</h2>
          </div>
          <ul className="testimonials">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name} className="testimonial">
                <Testimonial {...testimonial} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--surface" aria-labelledby="services-title">
        <div className="container">
          <div className="section__header">
            <span className="eyebrow">What we offer</span>
            <h2 id="services-title">Learn, then get a second pair of eyes</h2>
            <p className="lead">Access to fair market value expertise and legal contract reviews, in one place.</p>
          </div>
          <div className="card-grid">
            <Card title="Negotiation 101" icon="book" action={{ to: '/negotiation', label: 'Start chapter 1' }}>
              <p>
                A free audio course in 13 chapters: how offers are structured, compensation models, call and schedule, restrictive covenants and how
                to ask for changes. Chapter 1 is open to everyone.
              </p>
            </Card>
            <Card title="Compensation consultation" icon="chart" action={{ to: '/compensation', label: 'Request a consultation' }}>
              <p>
                Upload your offer letter and tell us about your speciality, state and type of practice. Our staff compare it with fair market value
                and send you a written PDF review.
              </p>
            </Card>
            <Card title="Contract review" icon="document" action={{ to: '/contract', label: 'Request a review' }}>
              <p>
                Send your employment contract as a PDF. We go through the terms that matter, such as termination, non-compete, malpractice tail and
                duties, and answer with a PDF review.
              </p>
            </Card>
          </div>
        </div>
      </section>
    </>
  );
}
