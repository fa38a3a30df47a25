/**
 * The sign-in screens' machines wired to supabase-js, toasts and navigation: /auth/login (the
 * register form in ?mode=register) and /auth/reset. The login screen loads this module, so
 * nothing here may import workspace.ts or a signed-in screen's wiring.
 */
import { forgotPasswordMachine } from '../../machines/forgotPassword/forgotPassword.machine';
import { loginMachine } from '../../machines/login/login.machine';
import { registerMachine } from '../../machines/register/register.machine';
import { goTo, rememberedAddress } from '../app/navigation';
import { LOGIN_ADDRESS } from '../features/auth/authLinks';
import { forgotPasswordActors, loginActors, registerActors } from './actors/authActors';
import { notify } from './page';

export const login = loginMachine.provide({
  actors: loginActors,
  actions: {
    notifyLoginFailed: notify,
    notifyEmailCheckFailed: notify,
    notifyConfirmationResent: notify,
    goToRememberedAddress: () => goTo(rememberedAddress(window.location.search), { replace: true }),
  },
});

export const register = registerMachine.provide({
  actors: registerActors,
  actions: {
    notifyRegistered: notify,
    notifyRegistrationFailed: notify,
    goToRegisterSuccess: ({ context }) => goTo(`/auth/register/success?email=${encodeURIComponent(context.email.trim())}`),
    goToRememberedAddress: () => goTo(rememberedAddress(window.location.search), { replace: true }),
  },
});

export const forgotPassword = forgotPasswordMachine.provide({
  actors: forgotPasswordActors,
  actions: { notifyResetSent: notify, notifyResetFailed: notify, goToLogin: () => goTo(LOGIN_ADDRESS) },
});
