// One link per summary key, in the order of spec §4, each showing its group's name and count.
import { Alert, Loader, VisuallyHidden } from '@mantine/core';
import { dashboardWidgets } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatCount } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSummary } from '../api/get-summary.ts';

export function DashboardWidgets() {
  const { t, i18n } = useTranslation();
  const summary = useSummary();

  if (summary.isError) {
    const detail = summary.error ? errorMessage(summary.error) : '';
    return (
      <Alert color="red" variant="outline" role="alert" title={t('errors:fatalError.fetchingDashboard')}>
        {detail}
      </Alert>
    );
  }
  if (!summary.data) {
    return <Loader aria-label={t('common:loading')} role="status" />;
  }

  const locale = currentLocale();
  const widgets = dashboardWidgets(summary.data);
  const groupTitle = (key: string) => {
    const titleKey = `dashboard:groups.${key}`;
    return i18n.exists(titleKey) ? t(titleKey) : key;
  };

  return (
    <section aria-labelledby="dashboard-widgets-title">
      <VisuallyHidden component="h2" id="dashboard-widgets-title">
        {t('dashboard:widgetsLabel')}
      </VisuallyHidden>
      <ul className="widget-list" aria-labelledby="dashboard-widgets-title">
        {widgets.map((widget) => (
          <li key={widget.key}>
            <Link
              to={paths.applicationList.build({ status: widget.listSlug })}
              className="widget"
              data-widget={widget.key}
            >
              <span className="widget-title">{groupTitle(widget.key)}</span>{' '}
              {widget.count === null ? (
                <>
                  <span className="widget-count" aria-hidden="true">
                    —
                  </span>
                  <VisuallyHidden>{t('dashboard:unknownCount')}</VisuallyHidden>
                </>
              ) : (
                <span className="widget-count">{formatCount(widget.count, locale)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
