/**
 * The sign-in screens wired to supabase-js: /auth/login (the register form in
 * ?mode=register), /auth/reset and /auth/register/success.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useLoaderData, useLocation } from 'react-router';
import { forgotPasswordMachine } from '../../../machines/forgotPassword/forgotPassword.machine';
import { loginMachine } from '../../../machines/login/login.machine';
import { registerMachine } from '../../../machines/register/register.machine';
import { forgotPasswordActors, loginActors, registerActors } from '../../actors/authActors';
import { goTo, rememberedAddress } from '../../app/navigation';
import { notify } from '../../app/pageActors';
import { isRegisterMode, LOGIN_ADDRESS } from './authLinks';
import { ForgotPasswordView } from './ForgotPasswordView';
import { LoginView } from './LoginView';
import { RegisterSuccessView } from './RegisterSuccessView';
import { RegisterView } from './RegisterView';
import type { EnabledProviders } from './OAuthButtons';

const login = loginMachine.provide({
  actors: loginActors,
  actions: {
    notifyLoginFailed: notify,
    notifyEmailCheckFailed: notify,
    notifyConfirmationResent: notify,
    goToRememberedAddress: () => goTo(rememberedAddress(window.location.search), { replace: true }),
  },
});

const register = registerMachine.provide({
  actors: registerActors,
  actions: {
    notifyRegistered: notify,
    notifyRegistrationFailed: notify,
    goToRegisterSuccess: ({ context }) => goTo(`/auth/register/success?email=${encodeURIComponent(context.email.trim())}`),
    goToRememberedAddress: () => goTo(rememberedAddress(window.location.search), { replace: true }),
  },
});

const forgotPassword = forgotPasswordMachine.provide({
  actors: forgotPasswordActors,
  actions: { notifyResetSent: notify, notifyResetFailed: notify, goToLogin: () => goTo(LOGIN_ADDRESS) },
});

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
