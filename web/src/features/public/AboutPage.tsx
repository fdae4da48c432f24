import { Link } from 'react-router';
import { useSession } from '#web/auth/session.tsx';
import { ButtonLink } from '#web/components/Button.tsx';
import { Card } from '#web/components/Card.tsx';
import { Accordion, type AccordionItem } from '#web/components/Accordion.tsx';

const faq: readonly AccordionItem[] = [
  {
    question: 'How much does it cost to join?',
    answer: <p>Nothing. Joining is free for physicians: create an account and all 13 chapters of Negotiation 101 are open to you at no cost.</p>,
  },
  {
    question: 'What is Physician Contracts?',
    answer: (
      <p>
        An education platform for residents, fellows and attending physicians. It teaches how to negotiate compensation and contract terms through a
        free audio course, Negotiation 101, and lets you request a compensation consultation or a contract review: you upload your offer letter or
        contract as a PDF and our staff answer with a written PDF review.
      </p>
    ),
  },
  {
    question: 'What is your mission?',
    answer: (
      <p>
        To make sure no physician signs an employment contract without understanding it. We want every physician to know what their work is worth,
        which terms matter, and how to ask for a fair agreement.
      </p>
    ),
  },
  {
    question: 'Why was Physician Contracts created?',
    answer: (
      <p>
        Medical training covers almost everything except the business side of medicine. Many physicians sign their first contracts under time pressure
        and without advice, and live with the pay, call schedule and non-compete terms for years. Physician Contracts was created to close that gap
        with plain-language education and access to fair market value and contract expertise.
      </p>
    ),
  },
  {
    question: 'How do I register?',
    answer: (
      <p>
        Select <Link to="/signup">Get Started</Link>, enter your name, state of practice, whether you are a resident or fellow, your speciality and
        your e-mail address, and choose a password. We e-mail you a verification link; once you have confirmed it you can log in and continue the
        course.
      </p>
    ),
  },
];

export function AboutPage() {
  // Invitations to join are for visitors (issue 29): someone signed in reads the same page without them.
  const visitor = useSession().status === 'signedOut';
  const join = (label: string) => (visitor ? { action: { to: '/signup', label } } : {});
  return (
    <>
      <section className="page-hero" aria-labelledby="about-title">
        <div className="container">
          <span className="eyebrow">About us</span>
          <h1 id="about-title">Know your worth. Negotiate with confidence.</h1>
          <p>
            Our mission is to give every physician the knowledge to understand, negotiate and sign an employment contract that is fair: free education
            first, and experts at hand when an offer arrives.
          </p>
          {visitor && (
            <ButtonLink to="/signup" variant="accent" className="signup-cta">
              Join for free
            </ButtonLink>
          )}
        </div>
      </section>

      <section className="section" aria-labelledby="pillars-title">
        <div className="container">
          <div className="section__header">
            <h2 id="pillars-title">How we help</h2>
          </div>
          <div className="card-grid">
            <Card title="Empower" icon="spark" {...join('Create your free account')}>
              <p>Understand how physician offers are built, from base salary and RVU bonuses to benefits and call pay.</p>
            </Card>
            <Card title="Negotiate" icon="handshake" {...join('Start negotiating better')}>
              <p>Learn which terms are open to discussion and how to ask for changes professionally, with data behind you.</p>
            </Card>
            <Card title="Enhance" icon="trend" {...join('Improve your next contract')}>
              <p>Have your offer or contract reviewed by our staff and sign knowing the risks and the value of what you agree to.</p>
            </Card>
          </div>
        </div>
      </section>

      <section className="section section--surface" aria-labelledby="faq-title">
        <div className="container faq">
          <div className="section__header">
            <span className="eyebrow">FAQ</span>
            <h2 id="faq-title">Frequently asked questions</h2>
          </div>
          <Accordion items={faq} />
        </div>
      </section>
    </>
  );
}
