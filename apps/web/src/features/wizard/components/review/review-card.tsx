// A read-only card of the review (step 4, co-borrower step 3): a heading, an edit link to its step, and a
// definition list of the values; '—' stands for an empty value, and a submit error shows under its value.
import { Anchor, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ReviewItem {
  field: string;
  label: string;
  /** The value as shown; '' when there is none. */
  value: string;
  error?: string | undefined;
}

interface Props {
  title: string;
  editTo: string;
  items: readonly ReviewItem[];
}

export function ReviewCard({ title, editTo, items }: Props) {
  const { t } = useTranslation('application');
  const titleId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId} className="review-card">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        <Anchor component={Link} to={editTo}>
          {/* The space stays outside the hidden span: accessible-name code may trim an element's own text. */}
          {t('actions.edit')} <VisuallyHidden>{title}</VisuallyHidden>
        </Anchor>
      </Group>
      <dl className="review-list">
        {items.map((item) => (
          <div key={item.field} className="review-row" data-field={item.field}>
            <dt>{item.label}</dt>
            <dd>
              {item.value ? (
                item.value
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <VisuallyHidden>{t('review.empty')}</VisuallyHidden>
                </>
              )}
              {item.error && (
                <Text component="span" className="review-error" c="red.9" size="sm">
                  {item.error}
                </Text>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
