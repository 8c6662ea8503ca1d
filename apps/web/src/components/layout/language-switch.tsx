// Switches between English and French: a link setting ?l= on public pages, a button in the signed-in header.
import { Anchor, Button } from '@mantine/core';
import { isLocale, type Locale } from '@vp/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, setLocale } from '../../lib/i18n.ts';
import { AppLink, useNavigation } from '../../lib/navigation.tsx';

export const LANGUAGE_QUERY_PARAM = 'l';

/** Applies `?l=` of the address (a public page's language link, a link from an e-mail). */
export function useLanguageFromQuery(search: string): void {
  useEffect(() => {
    const requested = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM);
    if (isLocale(requested)) void setLocale(requested);
  }, [search]);
}

function useOtherLocale(): Locale {
  useTranslation();
  return currentLocale() === 'fr' ? 'en' : 'fr';
}

/** Public pages (Login): the language is part of the address, `?l=fr`, other query values kept. */
export function LanguageLink() {
  const { t } = useTranslation();
  const other = useOtherLocale();
  const { location } = useNavigation();
  const search = new URLSearchParams(location.search);
  search.set(LANGUAGE_QUERY_PARAM, other);
  return (
    <Anchor
      component={AppLink}
      to={`${location.pathname}?${search.toString()}`}
      state={location.state}
      lang={other}
      hrefLang={other}
      title={t('common:language.switchToLabel')}
      className="header-link"
    >
      {t('common:language.switchTo')}
    </Anchor>
  );
}

export function LanguageButton() {
  const { t } = useTranslation();
  const other = useOtherLocale();
  return (
    <Button
      variant="subtle"
      size="compact-md"
      lang={other}
      title={t('common:language.switchToLabel')}
      onClick={() => void setLocale(other)}
      className="header-button"
    >
      {t('common:language.switchTo')}
    </Button>
  );
}
