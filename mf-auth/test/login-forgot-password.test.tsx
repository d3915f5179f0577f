import { type ApiRoutes, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LoginPage from '../src/pages/LoginPage';

const user = setupUser();

const openForgotPassword = async () => {
  renderPage(<LoginPage />, { route: '/login', path: '/login' });
  await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
};

const codeSent: ApiRoutes = { 'POST /auth/forgot-password': { body: { message: 'OTP sent' } } };

const reachResetStep = async () => {
  await openForgotPassword();
  await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByLabelText('New Password');
};

const resetWith = async (otp: string, newPassword: string) => {
  await user.clear(screen.getByLabelText('OTP'));
  if (otp) await user.type(screen.getByLabelText('OTP'), otp);
  await user.clear(screen.getByLabelText('New Password'));
  if (newPassword) await user.type(screen.getByLabelText('New Password'), newPassword);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
};

describe('Forgot password', () => {
  it('checks the mobile in step 1', async () => {
    const api = mockApi({});
    await openForgotPassword();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Mobile is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Mobile number too short')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile Number'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Mobile number too long')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('checks the OTP and the new password in step 2', async () => {
    const api = mockApi(codeSent);
    await reachResetStep();
    await resetWith('', '');
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    await resetWith('123', 'abc');
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 4 characters')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /auth/reset-password')).toEqual([]);
  });

  it('resets the password and returns to password login with "Password has been reset"', async () => {
    const api = mockApi({
      ...codeSent,
      'POST /auth/reset-password': { body: { message: 'Password has been reset' } },
    });
    await reachResetStep();
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent');
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('readonly');
    await resetWith('123456', 'new-pass');
    expect(await screen.findByText('Password has been reset')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or Mobile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /auth/forgot-password')).toEqual([{ mobile: '9876543210' }]);
    expect(api.bodiesSentTo('POST /auth/reset-password')).toEqual([
      { mobile: '9876543210', otp: '123456', newPassword: 'new-pass' },
    ]);
  });

  it("shows the server's message when the reset fails and stays on step 2", async () => {
    mockApi({
      ...codeSent,
      'POST /auth/reset-password': {
        status: 400,
        body: { message: 'Invalid or expired OTP', error: 'Invalid or expired OTP' },
      },
    });
    await reachResetStep();
    await resetWith('123456', 'new-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP');
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
  });

  it('shows "Failed to reset password" when the failure carries no server message', async () => {
    mockApi({ ...codeSent, 'POST /auth/reset-password': { status: 500, body: {} } });
    await reachResetStep();
    await resetWith('123456', 'new-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password');
  });

  it("shows the server's throttle message in step 1", async () => {
    const throttled = 'Please wait 60 seconds before requesting another OTP';
    mockApi({ 'POST /auth/forgot-password': { status: 429, body: { message: throttled } } });
    await openForgotPassword();
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(throttled);
  });

  it('lets step 2 go back to step 1 and to password login', async () => {
    mockApi(codeSent);
    await reachResetStep();
    await user.click(screen.getByRole('button', { name: 'Change Mobile Number' }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByLabelText('Email or Mobile')).toBeInTheDocument();
    expect(screen.queryByText('Password has been reset')).not.toBeInTheDocument();
  });
});
