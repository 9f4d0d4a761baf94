import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../i18n';
import { renderToHtml } from '../../test/render-to-html';
import { CallOutBullets } from './customer-home';

describe('CallOutBullets', () => {
  // the customer home's translations load with it (home-page.tsx), not with the app
  beforeAll(() => loadNamespaces('content'));

  it('marks never-accepted items with a red cross and says so to screen readers, not with a check', () => {
    const html = renderToHtml(<CallOutBullets kind="not-accepted" bullets={['Batteries']} />);
    expect(html).toContain('tabler-icon-circle-x');
    expect(html).not.toContain('tabler-icon-circle-check');
    expect(html).toContain('Not accepted:');
  });

  it('marks accepted items with a check, and information with plain dots', () => {
    expect(renderToHtml(<CallOutBullets kind="accepted" bullets={['Paper']} />)).toContain(
      'tabler-icon-circle-check',
    );
    const info = renderToHtml(<CallOutBullets kind="info" bullets={['April 1']} />);
    expect(info).not.toContain('tabler-icon-circle-check');
    expect(info).not.toContain('Accepted:');
  });
});
