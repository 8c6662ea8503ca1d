// The application a decision screen is about: the one in its URL, else the one this tab works on.
import { useParams } from 'react-router';
import { getCurrentApplicationId } from '../../../lib/application/current-application.ts';

export function useApplicationId(): string | null {
  const { applicationId } = useParams();
  return applicationId ?? getCurrentApplicationId();
}
