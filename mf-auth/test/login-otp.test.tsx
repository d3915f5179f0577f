import { mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LoginPage from '../src/pages/LoginPage';
import { signInDestinations } from './support/routes';

const user = setupUser();

const openOtpLogin = async () => {
  const view = renderPage(<LoginPage />, {
    route: '/login',
    path: '/login',
    otherRoutes: signInDestinations,
  });
  await user.click(screen.getByRole('button', { name: 'Login with OTP' }));
  return view;
};

const requestOtp = async (mobile: string) => {
  const field = screen.getByLabelText('Mobile Number');
  await user.clear(field);
  if (mobile) await user.type(field, mobile);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
};

describe('Login with OTP', () => {
  it('checks the mobile before sending an OTP', async () => {
    const api = mockApi({});
    await openOtpLogin();
    await requestOtp('');
    expect(await screen.findByText('Mobile is required')).toBeInTheDocument();
    await requestOtp('98765');
    expect(await screen.findByText('Mobile number too short')).toBeInTheDocument();
    await requestOtp('9876543210123456');
    expect(await screen.findByText('Mobile number too long')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends the OTP and opens /verify with the mobile shown read-only', async () => {
    const api = mockApi({ 'POST /auth/login': { body: { message: 'OTP sent' } } });
    const { router } = await openOtpLogin();
    await requestOtp('9876543210');
    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify');
    const mobile = screen.getByLabelText('Mobile Number');
    expect(mobile).toHaveValue('9876543210');
    expect(mobile).toHaveAttribute('readonly');
    expect(api.bodiesSentTo('POST /auth/login')).toEqual([{ mobile: '9876543210' }]);
  });

  it('sends the 10 digits of a mobile typed as +91 98765 43210, which /verify then accepts', async () => {
    const api = mockApi({ 'POST /auth/login': { body: { message: 'OTP sent' } } });
    const { router } = await openOtpLogin();
    await requestOtp('+91 98765 43210');
    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
    expect(api.bodiesSentTo('POST /auth/login')).toEqual([{ mobile: '9876543210' }]);
  });

  it("shows the server's throttle message and stays on the login screen", async () => {
    const throttled = 'Please wait 60 seconds before requesting another OTP';
    mockApi({ 'POST /auth/login': { status: 429, body: { message: throttled, error: throttled } } });
    const { router } = await openOtpLogin();
    await requestOtp('9876543210');
    expect(await screen.findByRole('alert')).toHaveTextContent(throttled);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes back to the password form with "Login with Password"', async () => {
    mockApi({});
    await openOtpLogin();
    await user.click(screen.getByRole('button', { name: 'Login with Password' }));
    expect(screen.getByLabelText('Email or Mobile')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile Number')).not.toBeInTheDocument();
  });
});
