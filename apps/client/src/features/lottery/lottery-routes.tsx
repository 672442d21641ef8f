import { Route, Routes } from 'react-router';
import { lazyChunk } from '../../shared/net/load-chunk';

const LotteryHallPage = lazyChunk(() => import('./pages/lottery-hall-page'));
const LotteryOrdersPage = lazyChunk(() => import('./pages/lottery-orders-page'));
const LotteryOrderPage = lazyChunk(() => import('./pages/lottery-order-page'));

/**
 * /m/game and below, one entry of the app's route table (each entry there weighs on home's first load): the lottery
 * hall, the member's lottery orders and one order. Each screen is its own chunk; an unknown path shows the hall.
 */
export default function LotteryRoutes() {
  return (
    <Routes>
      <Route index element={<LotteryHallPage />} />
      <Route path="orders" element={<LotteryOrdersPage />} />
      <Route path="orders/:orderId" element={<LotteryOrderPage />} />
      <Route path="*" element={<LotteryHallPage />} />
    </Routes>
  );
}
