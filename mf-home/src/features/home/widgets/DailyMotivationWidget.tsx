import { Sparkles } from 'lucide-react';
import { motivationFor } from '../model/motivation';
import './motivation.css';

/** Today's Motivation: one of 7 lines by day of year (today's date is in home's header). */
export default function DailyMotivationWidget() {
  const now = new Date();
  return (
    <section className="fjh-widget fjh-motivation" aria-labelledby="fjh-motivation-title">
      <h2 id="fjh-motivation-title" className="fjh-motivation__title">
        <Sparkles size={18} aria-hidden="true" /> Today's Motivation
      </h2>
      <p className="fjh-motivation__line">{motivationFor(now)}</p>
    </section>
  );
}
