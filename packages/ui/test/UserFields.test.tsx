import { screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { UserFields } from '../src';
import { field, queryField, renderPage } from '../src/testing';

const anil = { name: 'Anil Sharma', email: 'anil@retail.test', mobile: '9110000001', password: '' };

function UserForm(props: Parameters<typeof UserFields>[0]) {
  const form = useForm({ defaultValues: { user: anil } });
  return (
    <FormProvider {...form}>
      <UserFields {...props} />
    </FormProvider>
  );
}

const CONTACT = ['Email', 'Mobile'];

describe('UserFields', () => {
  it('on create asks for every field, the password required', () => {
    renderPage(<UserForm mode="create" />);
    for (const label of ['Name', ...CONTACT, 'Password'])
      expect(field(label)).not.toHaveAttribute('readonly');
    expect(screen.getByText('Password')).toHaveTextContent('Password *');
  });

  it('on edit keeps a blank password as it is, and an admin keeps its email and mobile', () => {
    const { unmount } = renderPage(<UserForm mode="edit" />);
    expect(field('Password')).toHaveAccessibleDescription('Leave blank to keep the current password');
    for (const label of CONTACT) expect(field(label)).not.toHaveAttribute('readonly');
    unmount();

    renderPage(<UserForm mode="edit" lockContactOnEdit />);
    expect(field('Name')).not.toHaveAttribute('readonly');
    for (const label of CONTACT) expect(field(label)).toHaveAttribute('readonly');
  });

  it('in view shows the user read-only and no password', () => {
    renderPage(<UserForm mode="view" />);
    for (const label of ['Name', ...CONTACT]) expect(field(label)).toHaveAttribute('readonly');
    expect(field('Email')).toHaveValue('anil@retail.test');
    expect(queryField('Password')).toBeNull();
  });
});
