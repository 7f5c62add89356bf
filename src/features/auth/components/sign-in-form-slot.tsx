import { lazy, Suspense, useEffect, useState } from 'react';

const LoginForm = lazy(() => import('./sign-in-forms').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => import('./sign-in-forms').then((m) => ({ default: m.RegisterForm })));

/** True from the first frame after the page has painted. */
function usePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame is painted after its animation-frame callbacks; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * Where Login's or Register's phone form goes. The page's heading and text paint first;
 * then the form's chunk (phone field, form layer, contracts: most of the page's code) is
 * asked for, so the text a visitor reads never waits for it (LCP, docs/decisions/087). Until the form
 * arrives an empty block of its height (146 px at every width: the field's label, input
 * and message line, the button) keeps its place, so nothing below it moves (CLS, checked by
 * e2e/bundle-budget.spec.ts).
 */
export function SignInFormSlot({ mode }: { mode: 'login' | 'register' }) {
  const painted = usePainted();
  const Form = mode === 'login' ? LoginForm : RegisterForm;
  const placeholder = <div aria-hidden="true" className="h-[9.125rem]" />;
  return painted ? (
    <Suspense fallback={placeholder}>
      <Form />
    </Suspense>
  ) : (
    placeholder
  );
}
