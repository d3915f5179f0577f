import type { ManufacturerUpdate } from '@apparel/contracts';

/**
 * The multipart body of POST and PUT /admin/manufacturers (product.md §7): flat fields, the user block as
 * user[...] fields and the logo file. A blank password and an unchanged logo are left out, so the
 * server keeps the current ones.
 */
export function toManufacturerFormData(manufacturer: ManufacturerUpdate, logo?: File | null): FormData {
  const body = new FormData();
  body.append('name', manufacturer.name);
  body.append('description', manufacturer.description);
  body.append('address', manufacturer.address);
  body.append('state', manufacturer.state);
  body.append('city', manufacturer.city);
  body.append('gstin', manufacturer.gstin ?? '');
  body.append('user[name]', manufacturer.user.name);
  body.append('user[email]', manufacturer.user.email);
  body.append('user[mobile]', manufacturer.user.mobile);
  if (manufacturer.user.password) body.append('user[password]', manufacturer.user.password);
  if (logo) body.append('logo', logo);
  return body;
}
