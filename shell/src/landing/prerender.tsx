// Build time only (webpack.landing.js): the landing page's markup, from the components the browser hydrates.
import { prerenderToNodeStream } from 'react-dom/static';
import LandingPage from './LandingPage';

export async function renderLandingPage(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<LandingPage />);
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Buffer | string>) html += chunk.toString();
  return html;
}
