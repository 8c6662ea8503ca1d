// What every page shares around its own header: the skip link, the main landmark it skips to, and the footer.
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppFooter } from './app-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

export function PageFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="app-frame">
      <SkipLink />
      <header className="app-header">
        <Container size="lg">{header}</Container>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <Container size="lg" py="xl">
          {children}
        </Container>
      </main>
      <AppFooter />
    </div>
  );
}
