/**
 * The large screen's words (/dataCockpit/largeScreen), merged into each language's browser catalogue through
 * resources/stats/stats.messages.ts. Figures, periods and the freshness line are the home page's (homePage.*).
 */
export const largeScreenMessages = {
  en: {
    largeScreen: {
      title: 'Live data wall',
      fullScreen: 'Full screen',
      exitFullScreen: 'Exit full screen',
      trend: 'Views over the period',
      map: 'Visitors by province',
      mapHint: 'Point at a province to see its events',
      legend: 'Events per province',
      provinceEvents_one: '{{province}}: {{number}} event',
      provinceEvents_other: '{{province}}: {{number}} events',
      topProvinces: 'Top provinces',
      topStores: 'Top stores',
    },
  },
  zh: {
    largeScreen: {
      title: '数据大屏',
      fullScreen: '全屏',
      exitFullScreen: '退出全屏',
      trend: '浏览趋势',
      map: '访客地域分布',
      mapHint: '指向省份查看事件数',
      legend: '各省事件数',
      provinceEvents_one: '{{province}}：{{number}} 次',
      provinceEvents_other: '{{province}}：{{number}} 次',
      topProvinces: '省份排行',
      topStores: '门店排行',
    },
  },
  es: {
    largeScreen: {
      title: 'Panel de datos en vivo',
      fullScreen: 'Pantalla completa',
      exitFullScreen: 'Salir de pantalla completa',
      trend: 'Vistas del periodo',
      map: 'Visitantes por provincia',
      mapHint: 'Señale una provincia para ver sus eventos',
      legend: 'Eventos por provincia',
      provinceEvents_one: '{{province}}: {{number}} evento',
      provinceEvents_other: '{{province}}: {{number}} eventos',
      topProvinces: 'Provincias principales',
      topStores: 'Tiendas principales',
    },
  },
  ja: {
    largeScreen: {
      title: 'リアルタイムデータ大画面',
      fullScreen: '全画面表示',
      exitFullScreen: '全画面を終了',
      trend: '閲覧数の推移',
      map: '地域別の訪問者',
      mapHint: '省をポイントするとイベント数を表示',
      legend: '省ごとのイベント数',
      provinceEvents_one: '{{province}}：{{number}} 件',
      provinceEvents_other: '{{province}}：{{number}} 件',
      topProvinces: '省ランキング',
      topStores: '店舗ランキング',
    },
  },
};
