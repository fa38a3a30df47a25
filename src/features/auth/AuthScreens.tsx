/**
 * The sign-in screens: /auth/login (the register form in ?mode=register), /auth/reset and
 * /auth/register/success. Their machines are wired to supabase-js in src/wiring/auth.ts.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useLoaderData, useLocation } from 'react-router';
import { forgotPassword, login, register } from '../../wiring/auth';
import { isRegisterMode } from './authLinks';
import { ForgotPasswordView } from './ForgotPasswordView';
import { LoginView } from './LoginView';
import { RegisterSuccessView } from './RegisterSuccessView';
import { RegisterView } from './RegisterView';
import type { EnabledProviders } from './OAuthButtons';

function Login({ providers }: { providers: EnabledProviders }) {
  const actor = useActorRef(login);
  return <LoginView snapshot={useSelector(actor, (s) => s)} send={actor.send} providers={providers} />;
}

function Register() {
  const actor = useActorRef(register);
  return <RegisterView snapshot={useSelector(actor, (s) => s)} send={actor.send} />;
}

export function LoginScreen() {
  const providers = useLoaderData() as EnabledProviders;
  const { search } = useLocation();
  // Keyed so switching modes starts each form afresh.
  return isRegisterMode(search) ? <Register key="register" /> : <Login key="login" providers={providers} />;
}

export function ForgotPasswordScreen() {
  const actor = useActorRef(forgotPassword);
  return <ForgotPasswordView snapshot={useSelector(actor, (s) => s)} send={actor.send} />;
}

export function RegisterSuccessScreen() {
  const { search } = useLocation();
  return <RegisterSuccessView email={new URLSearchParams(search).get('email')} />;
}
