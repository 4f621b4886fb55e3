import type { LoginAnswer } from '@portside/contracts/identity';
import type { SecondStepAnswer, SignInAnswer } from '@portside/contracts/second-factor';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { usePagePaths } from '../../shared/permissions/page-paths';
import { redirectTargetFrom } from './redirect-target';
import { landingPath, startSession } from './session';

/** Keeps the session and opens the remembered page, or the user's first page. */
export function useFinishSignIn(): (answer: LoginAnswer) => Promise<void> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const pagePaths = usePagePaths();
  return async (answer) => {
    await startSession(answer);
    await navigate(landingPath(redirectTargetFrom(searchParams), pagePaths), { replace: true });
  };
}

/** The first factor (password or SMS code): a session, or the second step the account still needs. */
export function useSignIn<Body>(
  signIn: (body: Body) => Promise<SignInAnswer>,
  onSecondStep: (step: SecondStepAnswer) => void,
) {
  const finish = useFinishSignIn();
  return useMutation({
    mutationFn: async (body: Body) => {
      const answer = await signIn(body);
      if ('PendingToken' in answer) onSecondStep(answer);
      else await finish(answer);
    },
  });
}
