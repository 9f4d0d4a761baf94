/** An admin-only page (spec 03 §6) made from its body: the gate written once for every such page. */
import type { ComponentType } from 'react';
import { AdminOnly } from './admin-only';

export function adminOnlyPage(Body: ComponentType) {
  function AdminOnlyPage() {
    return (
      <AdminOnly>
        <Body />
      </AdminOnly>
    );
  }
  return AdminOnlyPage;
}
