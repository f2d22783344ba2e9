import { Truck } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function OrdersAndDeliveriesRoute() {
  return (
    <ComingSoon
      icon={Truck}
      title="Orders & deliveries"
      comingWith="cash-on-delivery checkout"
      description={"Every order you placed and where it is now."}
      points={["Placed, confirmed, shipped, out for delivery, delivered", "Courier and tracking number", "Cancel before it ships"]}
    />
  );
}
