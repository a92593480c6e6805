import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignIn } from './SignIn.tsx';

// The foundation's browser entry: a real sign-in against the API. The refine app shell replaces it.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <SignIn />
  </StrictMode>,
);
