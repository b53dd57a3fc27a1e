import { DRAWN_VIEW_ELEMENT_ID } from '@fj/contracts/page-data';
import { attribute } from './html-text';

/**
 * A signed-in page's scripts are fetched as its head is read but run only once its drawn screen has been painted
 * (docs/decisions/3115-scripts-run-after-the-drawn-screen-is-painted.md): the screen needs none of them, and a phone
 * that starts evaluating them first paints the screen after that work. The page names each script as a preload marked
 * with RUN_ATTRIBUTE; SCRIPT_START, the page's last element, runs them.
 */
const RUN_ATTRIBUTE = 'data-fj-run';

/**
 * A script the page fetches now and SCRIPT_START runs: `defer` ones in the order the page names them (the shared
 * libraries, React DOM, the main script), `async` ones (webpack chunks, which only queue their modules) as they come.
 */
export const heldScript = (href: string, run: 'defer' | 'async') =>
  `<link rel="preload" as="script" fetchpriority="low" href="${attribute(href)}" ${RUN_ATTRIBUTE}="${run}">`;

/** The page's own deferred scripts (the shell build's `<script defer src=…>`) as held ones; anything else is kept. */
export const holdScripts = (html: string) =>
  html.replace(/<script defer(?:="(?:defer)?")? src="?([^"\s>]+)"?><\/script>/g, (_, href: string) =>
    heldScript(href, 'defer'),
  );

/**
 * The one inline script that runs the held scripts (allowed by its hash in the page's CSP). Without a drawing, at once
 * (the page has been read to the end, when the deferred scripts they replace would have run). With one, once both the
 * first contentful paint has been presented (the frame with the drawing; a browser without paint timing skips this)
 * and two animation frames have passed after the page was read (all of it painted, not a part the parser reached
 * first); at the latest after 3 s. A hidden page paints no frame: at once, or as soon as it is hidden.
 */
export const SCRIPT_START = `(function(){var d=document,n=0,c=0;function run(){if(n++)return;d.querySelectorAll('link[${RUN_ATTRIBUTE}]').forEach(function(l){var s=d.createElement('script');s.src=l.href;s.async=l.getAttribute('${RUN_ATTRIBUTE}')==='async';d.body.appendChild(s)})}function step(){if(++c===2)setTimeout(run)}if(d.hidden||!d.getElementById('${DRAWN_VIEW_ELEMENT_ID}'))return run();d.addEventListener('visibilitychange',run);setTimeout(run,3000);requestAnimationFrame(function(){requestAnimationFrame(step)});try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();step()}});o.observe({type:'paint',buffered:true})}catch(e){step()}})()`;
