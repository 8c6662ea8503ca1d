// A refused save's messages put on the form's fields: each field the server named (400), a taken user name (409) at
// the first admin's; anything else is shown as every other failure.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, showError } from '../../../lib/errors.ts';

export function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
    for (const [field, message] of Object.entries(error.fieldErrors)) setError(field as Path<T>, { message });
    return;
  }
  if (error instanceof ApiError && error.status === 409 && !error.sessionExpired) {
    setError('admin.userName' as Path<T>, { message: error.message });
    return;
  }
  showError(error);
}
