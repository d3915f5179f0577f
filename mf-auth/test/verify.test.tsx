import { getToken } from '@apparel/api-client';
import { mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import VerifyPage from '../src/pages/VerifyPage';
import { loginAnswer } from './support/fixtures';
import { signInDestinations } from './support/routes';

const user = setupUser();

/** Opens /verify as the login screen does: with the mobile handed over in navigation state. */
const openVerify = (mobile = '9876543210') =>
  renderPage(<VerifyPage />, {
    route: '/from-login',
    path: '/verify',
    otherRoutes: {
      ...signInDestinations,
      '/from-login': <Navigate to="/verify" state={{ mobile }} />,
    },
  });

const verify = async (otp: string) => {
  if (otp) await user.type(screen.getByLabelText('OTP'), otp);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
};

describe('Verify OTP', () => {
  it('offers the way back to /login when no mobile was handed over', () => {
    renderPage(<VerifyPage />, { route: '/verify', path: '/verify' });
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the handed-over mobile read-only and checks the OTP', async () => {
    const api = mockApi({});
    openVerify();
    const mobile = await screen.findByLabelText('Mobile Number');
    expect(mobile).toHaveValue('9876543210');
    expect(mobile).toHaveAttribute('readonly');
    expect(screen.getByLabelText('OTP')).toHaveAttribute('autocomplete', 'one-time-code');
    await verify('');
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
    await verify('123');
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('refuses a mobile that is not 10 digits', async () => {
    mockApi({});
    openVerify('987654321012');
    await verify('123456');
    expect(await screen.findByText('Mobile number must be 10 digits')).toBeInTheDocument();
  });

  it('signs a manufacturer in and opens the manufacturer dashboard', async () => {
    const api = mockApi({ 'POST /auth/verify': loginAnswer('MANUFACTURER') });
    const { router } = openVerify();
    await screen.findByLabelText('OTP');
    await verify('123456');
    expect(await screen.findByRole('heading', { name: 'Manufacturer dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manufacturer/dashboard');
    expect(getToken()).toBeTruthy();
    expect(api.bodiesSentTo('POST /auth/verify')).toEqual([{ mobile: '9876543210', otp: '123456' }]);
  });

  it('signs a super admin in and opens the admin dashboard', async () => {
    mockApi({ 'POST /auth/verify': loginAnswer('SUPER_ADMIN') });
    openVerify();
    await screen.findByLabelText('OTP');
    await verify('123456');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('sends any other role to /error with "Invalid user role"', async () => {
    mockApi({ 'POST /auth/verify': loginAnswer('RETAILER') });
    openVerify();
    await screen.findByLabelText('OTP');
    await verify('123456');
    expect(await screen.findByText('Error page: Invalid user role')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it("shows the server's message when the OTP is wrong", async () => {
    mockApi({
      'POST /auth/verify': { status: 401, body: { message: 'Invalid OTP', error: 'Invalid OTP' } },
    });
    const { router } = openVerify();
    await screen.findByLabelText('OTP');
    await verify('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(router.state.location.pathname).toBe('/verify');
  });

  it('shows "Verification failed" when the failure carries no server message', async () => {
    mockApi({ 'POST /auth/verify': { status: 500, body: {} } });
    openVerify();
    await screen.findByLabelText('OTP');
    await verify('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed');
  });

  it("resends the OTP and shows the server's answer, or its throttle message", async () => {
    const throttled = 'Please wait 60 seconds before requesting another OTP';
    const api = mockApi({
      'POST /auth/login': [{ body: { message: 'OTP sent' } }, { status: 429, body: { message: throttled } }],
    });
    openVerify();
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('status')).toHaveTextContent('OTP sent');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(throttled);
    expect(api.bodiesSentTo('POST /auth/login')).toEqual([
      { mobile: '9876543210' },
      { mobile: '9876543210' },
    ]);
  });
});
