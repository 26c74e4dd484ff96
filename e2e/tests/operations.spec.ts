import { expect, test, type Page } from '@playwright/test';
import { createActiveAccount, logIn } from './helpers';
import { sidebarLink, snap, switchLanguage } from './workspace';

async function closeTour(page: Page, title: string): Promise<void> {
  const popover = page.locator('.driver-popover');
  await expect(popover).toBeVisible();
  await expect(popover).toContainText(title);
  await popover.locator('.driver-popover-close-btn').click();
  await expect(popover).toBeHidden();
}

test('operations and tasks: tours, empty states, create, search, two-step task modal, edit, typed delete', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  const account = await createActiveAccount(request, 'e2e-ops');
  await logIn(page, account.email, account.password);

  // First visit (in Turkish): the operations tour, step by step, then the empty state.
  await switchLanguage(page, 'TR');
  await sidebarLink(page, 'Operasyonlar').click();
  await expect(page.locator('.driver-popover')).toContainText('Operasyonlarınız');
  await page.locator('.driver-popover').getByRole('button', { name: 'İleri' }).click();
  await expect(page.locator('.driver-popover')).toContainText('Operasyon oluşturun');
  await snap(page, 'operations-tour-tr');
  await closeTour(page, 'Operasyon oluşturun');
  await switchLanguage(page, 'EN');
  await expect(page.getByTestId('operations-empty')).toContainText('No operations yet');
  await snap(page, 'operations-empty-en');

  // Create: the name is required; the tooltip asks for a unique name.
  await page.getByRole('button', { name: 'New operation' }).click();
  const modal = page.getByRole('dialog', { name: 'New operation' });
  await modal.getByRole('button', { name: 'Create operation' }).click();
  await expect(modal.getByText('Operation name is required')).toBeVisible();
  const stamp = Date.now().toString().slice(-6);
  const packaging = `Packaging line ${stamp}`;
  await modal.getByLabel(/^Operation name/).fill(packaging);
  await modal
    .getByLabel('Description')
    .fill('Boxes are packed and palletised at the end of line 2.');
  await modal.getByLabel('Unit').click();
  await page.getByRole('option', { name: 'Warehouse' }).click();
  await modal.getByLabel('Duration').fill('8 h shift');
  await modal.getByLabel('Load').fill('12 kg boxes');
  await snap(page, 'operation-form-en');
  await modal.getByRole('button', { name: 'Create operation' }).click();
  await expect(page.getByText(`Operation “${packaging}” has been created.`)).toBeVisible();

  // The new operation's page: the tasks tour, the overview and the empty tasks list.
  await expect(page.getByRole('heading', { name: packaging })).toBeVisible();
  await expect(page.locator('.driver-popover')).toContainText('Tasks of the operation');
  await snap(page, 'tasks-tour-en');
  await closeTour(page, 'Tasks of the operation');
  await expect(page.getByTestId('operation-overview')).toContainText('Warehouse');
  await expect(page.getByTestId('operation-overview')).toContainText('12 kg boxes');
  await expect(page.getByTestId('tasks-empty')).toContainText('No tasks yet');
  await snap(page, 'operation-detail-empty-en');

  // Edit the operation: the form opens with its values.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editOperation = page.getByRole('dialog', { name: 'Edit operation' });
  await expect(editOperation.getByLabel(/^Operation name/)).toHaveValue(packaging);
  await editOperation.getByLabel('Grip type').fill('Power grip');
  await editOperation.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Operation “${packaging}” has been updated.`)).toBeVisible();
  await expect(page.getByTestId('operation-overview')).toContainText('Power grip');

  // A second operation, then search and sort.
  await sidebarLink(page, 'Operations').click();
  await page.getByRole('button', { name: 'New operation' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/^Operation name/)
    .fill(`Assembly cell ${stamp}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Create operation' }).click();
  await expect(page.getByRole('heading', { name: `Assembly cell ${stamp}` })).toBeVisible();
  await sidebarLink(page, 'Operations').click();
  await expect(page.getByTestId('operation-card')).toHaveCount(2);
  // A duplicate name is refused by the server, under the field.
  await page.getByRole('button', { name: 'New operation' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/^Operation name/)
    .fill(packaging);
  await page.getByRole('dialog').getByRole('button', { name: 'Create operation' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByText('An operation with this name already exists. Please choose a unique name.'),
  ).toBeVisible();
  await expect(page.getByText('Failed to create operation')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByPlaceholder('Search for operation...').fill('packaging');
  await expect(page.getByTestId('operation-card')).toHaveCount(1);
  await expect(page.getByTestId('operation-card')).toContainText(packaging);
  await page.getByPlaceholder('Search for operation...').fill('no such operation');
  await expect(page.getByTestId('operations-empty-search')).toBeVisible();
  await page.getByPlaceholder('Search for operation...').fill('');
  await page.getByTestId('operations-sort').click();
  await page.getByRole('option', { name: 'Alphabetical' }).click();
  await expect(page.getByTestId('operation-card').first()).toContainText(`Assembly cell ${stamp}`);
  await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 1');
  await snap(page, 'operations-list-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'operations-list-mobile-en');
  await page.setViewportSize({ width: 1366, height: 860 });

  // Tasks: the two-step modal with its validation.
  await page.getByRole('link', { name: packaging }).click();
  await page.getByRole('button', { name: 'New task' }).click();
  const taskModal = page.getByRole('dialog', { name: 'New task' });
  await taskModal.getByRole('button', { name: 'Next step' }).click();
  await expect(taskModal.getByText('Task name is required')).toBeVisible();
  await taskModal.getByLabel(/^Task name/).fill('Lifting boxes onto the pallet');
  await taskModal
    .getByLabel('Description')
    .fill('Boxes of 12 kg from the conveyor to a floor pallet.');
  await snap(page, 'task-form-step1-en');
  await taskModal.getByRole('button', { name: 'Next step' }).click();
  await taskModal.getByRole('button', { name: 'Create task' }).click();
  await expect(taskModal.getByText('Select at least one assessment')).toBeVisible();
  await taskModal.getByRole('checkbox', { name: /REBA/ }).click();
  await taskModal.getByRole('checkbox', { name: /ROSA/ }).click();
  await snap(page, 'task-form-step2-en');
  await taskModal.getByRole('button', { name: 'Create task' }).click();
  await expect(
    page.getByText('Task “Lifting boxes onto the pallet” has been created.'),
  ).toBeVisible();
  const row = page.getByTestId('task-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('REBA');
  await expect(row).toContainText('ROSA');

  // Edit: both steps again, with the current values.
  await page.getByRole('button', { name: 'Actions for Lifting boxes onto the pallet' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editModal = page.getByRole('dialog', { name: 'Edit task' });
  await expect(editModal.getByLabel(/^Task name/)).toHaveValue('Lifting boxes onto the pallet');
  await editModal.getByLabel(/^Task name/).fill('Palletising boxes');
  await editModal.getByRole('button', { name: 'Next step' }).click();
  await editModal.getByRole('checkbox', { name: /ROSA/ }).click();
  await editModal.getByRole('checkbox', { name: /RULA/ }).click();
  await editModal.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Task “Palletising boxes” has been updated.')).toBeVisible();
  await expect(row).toContainText('Palletising boxes');
  await expect(row).toContainText('RULA');
  await expect(row).not.toContainText('ROSA');
  await snap(page, 'operation-detail-en');

  // Task details page.
  await page.getByRole('link', { name: 'Palletising boxes' }).click();
  await expect(page.getByRole('heading', { name: 'Palletising boxes' })).toBeVisible();
  await expect(page.getByTestId('task-assessments-empty')).toContainText('No assessments yet');
  await snap(page, 'task-detail-en');
  await page.getByRole('link', { name: packaging }).first().click();

  // Delete with the typed confirmation: a wrong word is refused.
  await page.getByRole('button', { name: 'Actions for Palletising boxes' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete task' });
  await confirm.getByLabel('Type delete to confirm').fill('remove');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toContainText('Unable to delete');
  await expect(confirm.getByRole('alert')).toContainText(
    'Please type delete in order to delete the selection',
  );
  await snap(page, 'task-delete-refused-en');
  await confirm.getByLabel('Type delete to confirm').fill('delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Task “Palletising boxes” has been deleted.')).toBeVisible();
  await expect(page.getByTestId('tasks-empty')).toBeVisible();

  // Turkish screens.
  await switchLanguage(page, 'TR');
  await expect(page.getByText('Henüz görev yok')).toBeVisible();
  await snap(page, 'operation-detail-empty-tr');
  await page.getByRole('button', { name: 'Yeni görev' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/^Görev adı/)
    .fill('Koli taşıma');
  await page.getByRole('dialog').getByRole('button', { name: 'Sonraki adım' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Görev oluştur' }).click();
  await expect(page.getByRole('dialog').getByText('En az bir değerlendirme seçin')).toBeVisible();
  await snap(page, 'task-form-step2-tr');
  await page.getByRole('dialog').getByRole('checkbox', { name: /HMD/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Görev oluştur' }).click();
  await expect(page.getByTestId('task-row')).toContainText('HMD');
  await page.getByRole('link', { name: 'Koli taşıma' }).click();
  await expect(page.getByRole('heading', { name: 'Koli taşıma' })).toBeVisible();
  await snap(page, 'task-detail-tr');
  await sidebarLink(page, 'Operasyonlar').click();
  await expect(page.getByTestId('operation-card')).toHaveCount(2);
  await snap(page, 'operations-list-tr');
  await page.getByRole('button', { name: 'Yeni operasyon' }).click();
  await snap(page, 'operation-form-tr');
  await page.getByRole('dialog').getByRole('button', { name: 'Vazgeç' }).click();

  // Delete an operation from its card (Turkish texts, the same word 'delete').
  await page.getByRole('button', { name: `Assembly cell ${stamp} için işlemler` }).click();
  await page.getByRole('menuitem', { name: 'Sil' }).click();
  const deleteOperation = page.getByRole('dialog', { name: 'Operasyonu sil' });
  await deleteOperation.getByRole('button', { name: 'Sil' }).click();
  await expect(deleteOperation.getByRole('alert')).toContainText('Silinemiyor');
  await snap(page, 'operation-delete-refused-tr');
  await deleteOperation.getByLabel('Onaylamak için “delete” yazın').fill('delete');
  await deleteOperation.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('operation-card')).toHaveCount(1);

  // Tours were shown once: not again after a reload.
  await page.reload();
  await expect(page.getByTestId('operation-card')).toHaveCount(1);
  await page.waitForTimeout(800);
  await expect(page.locator('.driver-popover')).toHaveCount(0);
  // The last one goes too: the empty state in Turkish.
  await page.getByRole('button', { name: `${packaging} için işlemler` }).click();
  await page.getByRole('menuitem', { name: 'Sil' }).click();
  await page
    .getByRole('dialog', { name: 'Operasyonu sil' })
    .getByLabel('Onaylamak için “delete” yazın')
    .fill('delete');
  await page
    .getByRole('dialog', { name: 'Operasyonu sil' })
    .getByRole('button', { name: 'Sil' })
    .click();
  await expect(page.getByTestId('operations-empty')).toContainText('Henüz operasyon yok');
  await snap(page, 'operations-empty-tr');
  await switchLanguage(page, 'EN');
  expect(problems).toEqual([]);
});
