import { getToken, setToken } from '@apparel/api-client';
import { type ApiReply, fakeToken, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LoginPage from '../src/pages/LoginPage';
import { loginAnswer } from './support/fixtures';
import { signInDestinations } from './support/routes';

const user = setupUser();

const openLogin = () =>
  renderPage(<LoginPage />, { route: '/login', path: '/login', otherRoutes: signInDestinations });

const signIn = async (identifier: string, password: string) => {
  await user.type(screen.getByLabelText('Email or Mobile'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('Login with password', () => {
  it('shows the product name and asks for both fields before calling the server', async () => {
    const api = mockApi({});
    openLogin();
    expect(screen.getByText('Apparel Admin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email or Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends a super admin to the admin dashboard and keeps the token', async () => {
    const api = mockApi({ 'POST /auth/pass-login': loginAnswer('SUPER_ADMIN') });
    const { router } = openLogin();
    await signIn('admin@example.com', 'secret');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(getToken()).toBeTruthy();
    expect(api.bodiesSentTo('POST /auth/pass-login')).toEqual([
      { identifier: 'admin@example.com', password: 'secret' },
    ]);
  });

  it('sends a manufacturer to the manufacturer dashboard', async () => {
    mockApi({ 'POST /auth/pass-login': loginAnswer('MANUFACTURER') });
    const { router } = openLogin();
    await signIn('9876543210', 'secret');
    expect(await screen.findByRole('heading', { name: 'Manufacturer dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manufacturer/dashboard');
  });

  it('sends any other role to /error with "Invalid user role" and keeps no session', async () => {
    mockApi({ 'POST /auth/pass-login': loginAnswer('RETAILER') });
    const { router } = openLogin();
    await signIn('shop@example.com', 'secret');
    expect(await screen.findByText('Error page: Invalid user role')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(getToken()).toBeNull();
  });

  it("shows the server's message when the credentials are wrong", async () => {
    mockApi({
      'POST /auth/pass-login': {
        status: 401,
        body: { message: 'Invalid credentials', error: 'Invalid credentials' },
      },
    });
    const { router } = openLogin();
    await signIn('admin@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's throttle message after too many attempts", async () => {
    const throttled = 'Too many attempts. Try again in 60 seconds.';
    mockApi({ 'POST /auth/pass-login': { status: 429, body: { message: throttled, error: throttled } } });
    openLogin();
    await signIn('admin@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(throttled);
  });

  it('disables the Login button while the call runs', async () => {
    let answer: (reply: ApiReply) => void = () => {};
    mockApi({ 'POST /auth/pass-login': () => new Promise<ApiReply>((resolve) => (answer = resolve)) });
    openLogin();
    await signIn('admin@example.com', 'secret');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    answer({ status: 401, body: { message: 'Invalid credentials' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('sends a visitor who is already signed in to their dashboard', async () => {
    setToken(fakeToken('MANUFACTURER'));
    openLogin();
    expect(await screen.findByRole('heading', { name: 'Manufacturer dashboard' })).toBeInTheDocument();
  });

  it('keeps a visitor with an expired token on the login screen', async () => {
    setToken(fakeToken('MANUFACTURER', -60));
    openLogin();
    expect(screen.getByLabelText('Email or Mobile')).toBeInTheDocument();
  });
});
