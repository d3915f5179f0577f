import { errorMessage, useCreateProduct, useProduct, useUpdateProduct } from '@apparel/api-client';
import type { ProductForm as ProductFormOutput } from '@apparel/contracts';
import { listReturnPath, notifySuccess, RecordPage } from '@apparel/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { ProductForm } from '../features/products/form/ProductForm';
import { type ProductFilesState, toProductFiles } from '../features/products/form/product-files';
import { TEXT } from '../shared/texts';

/** /products/new creates; /products/{id} edits (product.md §2: any other id, "view" included, is a product id). */
export default function ProductFormPage() {
  const param = useParams().id ?? 'new';
  const creating = param === 'new';
  const id = Number(param);
  const navigate = useNavigate();
  const stored = useProduct(id, { enabled: !creating && Number.isInteger(id) && id > 0 });
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const save = creating ? create : update;

  const onSaved = () => {
    notifySuccess(TEXT.dataSaved);
    navigate(listReturnPath('/products'));
  };
  const onSave = (product: ProductFormOutput, files: ProductFilesState) => {
    const upload = toProductFiles(files);
    if (creating) create.mutate({ product, files: upload }, { onSuccess: onSaved });
    else
      update.mutate(
        { id, product, files: { ...upload, keptImages: files.keptImages } },
        { onSuccess: onSaved },
      );
  };
  // A malformed id ("view", "abc") can name no product: it fails like an unknown one.
  const record = creating
    ? undefined
    : Number.isInteger(id) && id > 0
      ? stored
      : { isPending: false, isError: true };

  return (
    <RecordPage
      title={creating ? TEXT.addProduct : TEXT.editProduct}
      record={record}
      loadFailedMessage={TEXT.productLoadFailed}
      list={{ label: 'Products', path: '/products' }}
    >
      <ProductForm
        key={param}
        product={stored.data}
        saving={save.isPending}
        saveError={save.error ? errorMessage(save.error) : null}
        onSave={onSave}
      />
    </RecordPage>
  );
}
