// Onboarding a dealership (issue 35, paths.dealerNew): its details and its first vendor admin, validated by the same
// schema as the API; the admin's one-time password is shown once, then the dealership's page opens.
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type DealerOnboarded, type OnboardDealerInput, onboardDealerSchema } from '@vp/domain';
import { useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useOnboardDealer } from '../api/dealers.ts';
import { DealerFields, EMPTY_DEALER } from './dealer-fields.tsx';
import { OneTimePasswordDialog } from './one-time-password-dialog.tsx';
import { showServerErrors } from './server-errors.ts';

type Values = z.input<typeof onboardDealerSchema>;

function AdminFields() {
  const { t } = useTranslation('dealers');
  const form = useFormContext<Values>();
  const errors = form.formState.errors.admin;
  const error = (name: 'userName' | 'displayName' | 'email') =>
    translateMessage(errors?.[name]?.message) || undefined;
  return (
    <Fieldset legend={t('form.admin')}>
      <Text size="sm" mb="sm">
        {t('form.adminIntro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('form.userName')}
          description={t('form.userNameHint')}
          required
          autoComplete="off"
          error={error('userName')}
          {...form.register('admin.userName')}
        />
        <TextInput
          label={t('form.displayName')}
          required
          autoComplete="off"
          error={error('displayName')}
          {...form.register('admin.displayName')}
        />
        <TextInput
          label={t('form.email')}
          type="email"
          required
          autoComplete="off"
          error={error('email')}
          {...form.register('admin.email')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

export function DealerOnboard() {
  const { t } = useTranslation('dealers');
  const navigate = useNavigate();
  const mutation = useOnboardDealer();
  const [shown, setShown] = useState<DealerOnboarded | null>(null);
  const form = useForm<Values, unknown, OnboardDealerInput>({
    resolver: zodResolver(onboardDealerSchema),
    defaultValues: { ...EMPTY_DEALER, admin: { userName: '', displayName: '', email: '' } },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setShown(await mutation.mutateAsync(values));
    } catch (error) {
      showServerErrors(error, form.setError);
    }
  });

  const close = () => {
    const id = shown?.Item.id;
    setShown(null);
    if (id) void navigate(paths.dealer.build({ vendorId: id }));
  };

  return (
    <Stack gap="lg" maw="56rem" mx="auto">
      <Anchor component={Link} to={paths.dealers.build()}>
        {t('page.back')}
      </Anchor>
      <PageTitle>{t('form.newTitle')}</PageTitle>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('form.newTitle')}>
          <Stack gap="md">
            <DealerFields />
            <AdminFields />
            <Group>
              <Button type="submit" loading={mutation.isPending}>
                {t('form.submit')}
              </Button>
              <Button variant="default" component={Link} to={paths.dealers.build()}>
                {t('form.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
      <OneTimePasswordDialog
        shown={
          shown && {
            title: t('oneTime.title', { name: shown.Item.name }),
            ...shown.admin,
          }
        }
        onClose={close}
      />
    </Stack>
  );
}
