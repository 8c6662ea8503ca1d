// The frame of a form that adds a user to a team (a dealership's salesperson, a lender's user): its title, its fields
// and its button; and what its submit does: add, hand over the answer (the one-time password), empty the form, or
// say a taken name at its field.
import { Button, Group, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ApiError, showError } from '../../../lib/errors.ts';
import type { OneTimeShown } from './one-time-password.tsx';

export function NewUserForm({
  id,
  title,
  submit,
  pending,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  submit: string;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {children}
        <Group>
          <Button type="submit" loading={pending}>
            {submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds the user; then the form is emptied and the answer handed over. A taken name (409) is said at its field. */
export async function addNewUser<A>(
  add: () => Promise<A>,
  form: { reset: () => void; nameTaken: (message: string) => void },
  onAdded: (answer: A) => void,
) {
  try {
    const answer = await add();
    form.reset();
    onAdded(answer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) form.nameTaken(error.message);
    else showError(error);
  }
}

/** The one-time password of an add or a reset, as the dialog shows it. */
export const shownOnce = (
  user: { displayName: string; userName: string },
  password: string,
): OneTimeShown => ({ name: user.displayName, userName: user.userName, password });
