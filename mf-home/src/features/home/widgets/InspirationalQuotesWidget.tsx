import { useEffect, useState } from 'react';
import { Quote as QuoteIcon } from 'lucide-react';
import { WidgetCard } from '../components/WidgetCard';
import { quoteFor, quoteSlot } from '../model/quotes';
import './quotes.css';

const CHECK_EVERY_MS = 60_000;
const FADE_MS = 300;

/** A quote per 6-hour slot; checked every 60 s, fading out and in over 300 ms when the slot changes. */
export default function InspirationalQuotesWidget() {
  const [slot, setSlot] = useState(() => quoteSlot(new Date()));
  const [shown, setShown] = useState(() => quoteFor(new Date()));
  const [fading, setFading] = useState(false);

  useEffect(() => {
    const timer = window.setInterval(() => setSlot(quoteSlot(new Date())), CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    const next = quoteFor(new Date());
    if (next === shown) return;
    setFading(true);
    const swap = window.setTimeout(() => {
      setShown(next);
      setFading(false);
    }, FADE_MS);
    return () => window.clearTimeout(swap);
    // A new slot changes the quote; the run after the swap (shown changed) finds nothing to do.
  }, [slot, shown]);

  return (
    <WidgetCard id="quotes" title="Inspirational Quotes" icon={<QuoteIcon size={18} aria-hidden="true" />}>
      <figure className={fading ? 'fjh-quote fjh-quote--out' : 'fjh-quote'} aria-live="polite">
        <blockquote className="fjh-quote__text">“{shown.text}”</blockquote>
        <figcaption className="fjh-quote__author">
          — {shown.author} <span className="fjh-quote__category">{shown.category}</span>
        </figcaption>
      </figure>
      <p className="fj-muted fjh-caption">New quote every 6 hours</p>
    </WidgetCard>
  );
}
