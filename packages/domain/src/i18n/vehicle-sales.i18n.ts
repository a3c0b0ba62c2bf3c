import { bilingual } from './bilingual';

// A vehicle's sale as the lists show it: the sale card of a sold vehicle, its generated documents,
// and the sales overview (/selling). Part of the vehicles section (vehicles.sale, vehicles.generated,
// vehicles.sales).
export const vehicleSalesTexts = bilingual(
  {
    sale: {
      title: 'Verkauf',
      buyer: 'Käufer',
      price: 'Verkaufspreis (brutto)',
      soldOn: 'Verkauft am',
      invoiceNumber: 'Rechnungsnummer',
      none: '—',
    },
    generated: {
      title: 'Erstellte Dokumente',
      kept: 'Ausgestellte Dokumente werden nach den gesetzlichen Aufbewahrungsfristen aufbewahrt und können nicht gelöscht werden.',
    },
    sales: {
      title: 'Verkäufe',
      search: 'Suche nach Käufer, Marke, Modell, FIN, Rechnungsnummer',
      count_one: '{count} Verkauf',
      count_other: '{count} Verkäufe',
      total: 'Summe abgeschlossen: {total}',
      empty: 'Noch keine Verkäufe. Ein Verkauf beginnt auf der Seite eines Fahrzeugs mit „Verkaufen“.',
      emptySearch: 'Keine Verkäufe zu „{search}“.',
      noBuyer: 'Noch kein Käufer',
      open: 'Öffnen',
      openSale: 'Verkauf von {vehicle} öffnen',
      columns: {
        date: 'Datum',
        invoiceNumber: 'Rechnungsnr.',
        vehicle: 'Fahrzeug',
        buyer: 'Käufer',
        price: 'Preis (brutto)',
        status: 'Status',
        actions: 'Aktionen',
      },
      status: { PENDING: 'offen', FINISHED: 'abgeschlossen', REJECTED: 'abgebrochen' },
    },
  },
  {
    sale: {
      title: 'Sale',
      buyer: 'Buyer',
      price: 'Sale price (gross)',
      soldOn: 'Sold on',
      invoiceNumber: 'Invoice number',
      none: '—',
    },
    generated: {
      title: 'Generated documents',
      kept: 'Issued documents are kept for the periods the law requires and cannot be deleted.',
    },
    sales: {
      title: 'Sales',
      search: 'Search by buyer, make, model, VIN, invoice number',
      count_one: '{count} sale',
      count_other: '{count} sales',
      total: 'Completed total: {total}',
      empty: 'No sales yet. A sale starts on a vehicle\'s page with "Sell".',
      emptySearch: 'No sales match "{search}".',
      noBuyer: 'No buyer yet',
      open: 'Open',
      openSale: 'Open the sale of {vehicle}',
      columns: {
        date: 'Date',
        invoiceNumber: 'Invoice no.',
        vehicle: 'Vehicle',
        buyer: 'Buyer',
        price: 'Price (gross)',
        status: 'Status',
        actions: 'Actions',
      },
      status: { PENDING: 'open', FINISHED: 'completed', REJECTED: 'cancelled' },
    },
  },
);
