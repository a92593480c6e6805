-- Regions as codes (issue 34, "Regions in the reader's language"). Events kept their province and
-- city as the app sent them ("广东省", "Guangdong", "440000"), so one province made several rows of
-- the map and every page showed it in Chinese whatever the reader's language. Ingestion now stores
-- the GB/T 2260 codes (server/modules/stats/stats-regions.ts; resources/stats/provinces.ts and
-- cities.ts say why and how): the province's two digits, the city's six, and '' for a region
-- named that is no place of China (the unknown region, counted as "Unknown region"); NULL is still
-- "named none". This converts the events already kept, the same way, and marks the hours it changed
-- so that the rollup job recomputes their days' regions (rollMarkedHours, as migration 014 did).
--
-- The spellings below are those of resources/stats/provinces.ts and cities.ts (@vant/area-data
-- 2.1.0, pinyin by pinyin-pro) as this migration was written, and their suffixes are taken off the
-- same way; tests/server/modules/stats/stats-regions.test.ts holds the two together. One thing
-- ingestion knows that this does not: a county or district sent as the city (南山区) is '' here,
-- except in the four municipalities, where any place is the municipality.

-- stats_region_daily held '' for events that named no region; the rollup now leaves those out
-- (only events with a province, '' included, make the regions), so rows of '' left from before
-- would read as the unknown region. Days that still have their events are rolled again below or by
-- migration 025's recount; older days lose rows that no page showed.
DELETE FROM stats_region_daily WHERE province = '';

-- Provinces: every spelling to its two-digit code, suffixes taken off one at a time until a known
-- spelling is met ("Anhui Province" stops at "anhui" before "hui" goes too); a code of the
-- province or of a place in it ("330000") is read as its first two digits.
WITH RECURSIVE spellings (spelling, code) AS (
  SELECT regexp_replace(lower(name), '[^a-z\u4e00-\u9fff]', '', 'g'), code
  FROM (VALUES
      ('北京', '11'), ('Beijing', '11'), ('peking', '11'), ('天津', '12'), ('Tianjin', '12'), ('河北', '13'), ('Hebei', '13'), ('山西', '14'),
      ('Shanxi', '14'), ('内蒙古', '15'), ('Inner Mongolia', '15'), ('nei mongol', '15'), ('neimenggu', '15'), ('辽宁', '21'), ('Liaoning', '21'),
      ('吉林', '22'), ('Jilin', '22'), ('黑龙江', '23'), ('Heilongjiang', '23'), ('上海', '31'), ('Shanghai', '31'), ('江苏', '32'), ('Jiangsu', '32'),
      ('浙江', '33'), ('Zhejiang', '33'), ('安徽', '34'), ('Anhui', '34'), ('福建', '35'), ('Fujian', '35'), ('江西', '36'), ('Jiangxi', '36'),
      ('山东', '37'), ('Shandong', '37'), ('河南', '41'), ('Henan', '41'), ('湖北', '42'), ('Hubei', '42'), ('湖南', '43'), ('Hunan', '43'), ('广东', '44'),
      ('Guangdong', '44'), ('广西', '45'), ('Guangxi', '45'), ('海南', '46'), ('Hainan', '46'), ('重庆', '50'), ('Chongqing', '50'), ('四川', '51'),
      ('Sichuan', '51'), ('贵州', '52'), ('Guizhou', '52'), ('云南', '53'), ('Yunnan', '53'), ('西藏', '54'), ('Tibet', '54'), ('xizang', '54'),
      ('陕西', '61'), ('Shaanxi', '61'), ('甘肃', '62'), ('Gansu', '62'), ('青海', '63'), ('Qinghai', '63'), ('宁夏', '64'), ('Ningxia', '64'),
      ('新疆', '65'), ('Xinjiang', '65'), ('台湾', '71'), ('Taiwan', '71'), ('香港', '81'), ('Hong Kong', '81'), ('hongkong', '81'), ('澳门', '82'),
      ('Macau', '82'), ('macao', '82'), ('澳門', '82')
  ) AS p (name, code)
),
sent (province) AS (SELECT DISTINCT province FROM stats_events WHERE province IS NOT NULL),
steps (province, spelling, step) AS (
  SELECT province, regexp_replace(lower(province), '[^a-z\u4e00-\u9fff]', '', 'g'), 0 FROM sent
  UNION ALL
  SELECT province, regexp_replace(spelling, '(.)(维吾尔自治区|壮族自治区|回族自治区|特别行政区|自治区|省|市|specialadministrativeregion|autonomousregion|municipality|province|sar|uygur|uyghur|uighur|zhuang|hui|sheng|shi)$', '\1'), step + 1
  FROM steps
  WHERE spelling ~ '.(维吾尔自治区|壮族自治区|回族自治区|特别行政区|自治区|省|市|specialadministrativeregion|autonomousregion|municipality|province|sar|uygur|uyghur|uighur|zhuang|hui|sheng|shi)$'
),
codes (province, code) AS (
  SELECT s.province, coalesce(CASE
    WHEN btrim(s.province) ~ '^[0-9]{2}([0-9]{4})?$' THEN (SELECT min(p.code) FROM spellings p WHERE p.code = left(btrim(s.province), 2))
    ELSE (SELECT p.code FROM steps t JOIN spellings p ON p.spelling = t.spelling WHERE t.province = s.province ORDER BY t.step LIMIT 1)
  END, '')
  FROM sent s
),
changed AS (
  UPDATE stats_events e SET province = c.code
  FROM codes c
  WHERE e.province = c.province AND e.province <> c.code
  RETURNING e.merchant_id, e.use_at
)
INSERT INTO stats_dirty_hours (merchant_id, hour)
SELECT DISTINCT merchant_id, date_trunc('hour', use_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' FROM changed;

-- Cities: within the event's province (now a code) when it names one, else the one city of that
-- spelling anywhere (Fuzhou is 福州 and 抚州: unknown without a province), which then gives the
-- province. Each city is spelled by its name, its short name and its pinyin (a county also without
-- 县 or Xian); suffixes go as for provinces ("恩施州", "Shenzhen City"; an English county is the
-- pinyin's Xian). A six-digit code is the city's, or stands for its prefecture. A city outside the
-- province the event names is unknown.
WITH RECURSIVE cities (code, full_name, zh, latin) AS (
  VALUES
      ('110100', '北京市', '北京', 'Beijing'), ('120100', '天津市', '天津', 'Tianjin'), ('130100', '石家庄市', '石家庄', 'Shijiazhuang'),
      ('130200', '唐山市', '唐山', 'Tangshan'), ('130300', '秦皇岛市', '秦皇岛', 'Qinhuangdao'), ('130400', '邯郸市', '邯郸', 'Handan'),
      ('130500', '邢台市', '邢台', 'Xingtai'), ('130600', '保定市', '保定', 'Baoding'), ('130700', '张家口市', '张家口', 'Zhangjiakou'),
      ('130800', '承德市', '承德', 'Chengde'), ('130900', '沧州市', '沧州', 'Cangzhou'), ('131000', '廊坊市', '廊坊', 'Langfang'),
      ('131100', '衡水市', '衡水', 'Hengshui'), ('140100', '太原市', '太原', 'Taiyuan'), ('140200', '大同市', '大同', 'Datong'),
      ('140300', '阳泉市', '阳泉', 'Yangquan'), ('140400', '长治市', '长治', 'Changzhi'), ('140500', '晋城市', '晋城', 'Jincheng'),
      ('140600', '朔州市', '朔州', 'Shuozhou'), ('140700', '晋中市', '晋中', 'Jinzhong'), ('140800', '运城市', '运城', 'Yuncheng'),
      ('140900', '忻州市', '忻州', 'Xinzhou'), ('141000', '临汾市', '临汾', 'Linfen'), ('141100', '吕梁市', '吕梁', 'Lüliang'),
      ('150100', '呼和浩特市', '呼和浩特', 'Huhehaote'), ('150200', '包头市', '包头', 'Baotou'), ('150300', '乌海市', '乌海', 'Wuhai'),
      ('150400', '赤峰市', '赤峰', 'Chifeng'), ('150500', '通辽市', '通辽', 'Tongliao'), ('150600', '鄂尔多斯市', '鄂尔多斯', 'E''erduosi'),
      ('150700', '呼伦贝尔市', '呼伦贝尔', 'Hulunbei''er'), ('150800', '巴彦淖尔市', '巴彦淖尔', 'Bayannao''er'), ('150900', '乌兰察布市', '乌兰察布', 'Wulanchabu'),
      ('152200', '兴安盟', '兴安', 'Xing''an'), ('152500', '锡林郭勒盟', '锡林郭勒', 'Xilinguole'), ('152900', '阿拉善盟', '阿拉善', 'Alashan'),
      ('210100', '沈阳市', '沈阳', 'Shenyang'), ('210200', '大连市', '大连', 'Dalian'), ('210300', '鞍山市', '鞍山', 'Anshan'), ('210400', '抚顺市', '抚顺', 'Fushun'),
      ('210500', '本溪市', '本溪', 'Benxi'), ('210600', '丹东市', '丹东', 'Dandong'), ('210700', '锦州市', '锦州', 'Jinzhou'), ('210800', '营口市', '营口', 'Yingkou'),
      ('210900', '阜新市', '阜新', 'Fuxin'), ('211000', '辽阳市', '辽阳', 'Liaoyang'), ('211100', '盘锦市', '盘锦', 'Panjin'), ('211200', '铁岭市', '铁岭', 'Tieling'),
      ('211300', '朝阳市', '朝阳', 'Chaoyang'), ('211400', '葫芦岛市', '葫芦岛', 'Huludao'), ('220100', '长春市', '长春', 'Changchun'),
      ('220200', '吉林市', '吉林', 'Jilin'), ('220300', '四平市', '四平', 'Siping'), ('220400', '辽源市', '辽源', 'Liaoyuan'), ('220500', '通化市', '通化', 'Tonghua'),
      ('220600', '白山市', '白山', 'Baishan'), ('220700', '松原市', '松原', 'Songyuan'), ('220800', '白城市', '白城', 'Baicheng'),
      ('222400', '延边朝鲜族自治州', '延边', 'Yanbian'), ('230100', '哈尔滨市', '哈尔滨', 'Ha''erbin'), ('230200', '齐齐哈尔市', '齐齐哈尔', 'Qiqiha''er'),
      ('230300', '鸡西市', '鸡西', 'Jixi'), ('230400', '鹤岗市', '鹤岗', 'Hegang'), ('230500', '双鸭山市', '双鸭山', 'Shuangyashan'),
      ('230600', '大庆市', '大庆', 'Daqing'), ('230700', '伊春市', '伊春', 'Yichun'), ('230800', '佳木斯市', '佳木斯', 'Jiamusi'),
      ('230900', '七台河市', '七台河', 'Qitaihe'), ('231000', '牡丹江市', '牡丹江', 'Mudanjiang'), ('231100', '黑河市', '黑河', 'Heihe'),
      ('231200', '绥化市', '绥化', 'Suihua'), ('232700', '大兴安岭地区', '大兴安岭', 'Daxing''anling'), ('310100', '上海市', '上海', 'Shanghai'),
      ('320100', '南京市', '南京', 'Nanjing'), ('320200', '无锡市', '无锡', 'Wuxi'), ('320300', '徐州市', '徐州', 'Xuzhou'), ('320400', '常州市', '常州', 'Changzhou'),
      ('320500', '苏州市', '苏州', 'Suzhou'), ('320600', '南通市', '南通', 'Nantong'), ('320700', '连云港市', '连云港', 'Lianyungang'),
      ('320800', '淮安市', '淮安', 'Huai''an'), ('320900', '盐城市', '盐城', 'Yancheng'), ('321000', '扬州市', '扬州', 'Yangzhou'),
      ('321100', '镇江市', '镇江', 'Zhenjiang'), ('321200', '泰州市', '泰州', 'Taizhou'), ('321300', '宿迁市', '宿迁', 'Suqian'),
      ('330100', '杭州市', '杭州', 'Hangzhou'), ('330200', '宁波市', '宁波', 'Ningbo'), ('330300', '温州市', '温州', 'Wenzhou'),
      ('330400', '嘉兴市', '嘉兴', 'Jiaxing'), ('330500', '湖州市', '湖州', 'Huzhou'), ('330600', '绍兴市', '绍兴', 'Shaoxing'),
      ('330700', '金华市', '金华', 'Jinhua'), ('330800', '衢州市', '衢州', 'Quzhou'), ('330900', '舟山市', '舟山', 'Zhoushan'),
      ('331000', '台州市', '台州', 'Taizhou'), ('331100', '丽水市', '丽水', 'Lishui'), ('340100', '合肥市', '合肥', 'Hefei'), ('340200', '芜湖市', '芜湖', 'Wuhu'),
      ('340300', '蚌埠市', '蚌埠', 'Bengbu'), ('340400', '淮南市', '淮南', 'Huainan'), ('340500', '马鞍山市', '马鞍山', 'Ma''anshan'),
      ('340600', '淮北市', '淮北', 'Huaibei'), ('340700', '铜陵市', '铜陵', 'Tongling'), ('340800', '安庆市', '安庆', 'Anqing'),
      ('341000', '黄山市', '黄山', 'Huangshan'), ('341100', '滁州市', '滁州', 'Chuzhou'), ('341200', '阜阳市', '阜阳', 'Fuyang'),
      ('341300', '宿州市', '宿州', 'Suzhou'), ('341500', '六安市', '六安', 'Lu''an'), ('341600', '亳州市', '亳州', 'Bozhou'), ('341700', '池州市', '池州', 'Chizhou'),
      ('341800', '宣城市', '宣城', 'Xuancheng'), ('350100', '福州市', '福州', 'Fuzhou'), ('350200', '厦门市', '厦门', 'Xiamen'),
      ('350300', '莆田市', '莆田', 'Putian'), ('350400', '三明市', '三明', 'Sanming'), ('350500', '泉州市', '泉州', 'Quanzhou'),
      ('350600', '漳州市', '漳州', 'Zhangzhou'), ('350700', '南平市', '南平', 'Nanping'), ('350800', '龙岩市', '龙岩', 'Longyan'),
      ('350900', '宁德市', '宁德', 'Ningde'), ('360100', '南昌市', '南昌', 'Nanchang'), ('360200', '景德镇市', '景德镇', 'Jingdezhen'),
      ('360300', '萍乡市', '萍乡', 'Pingxiang'), ('360400', '九江市', '九江', 'Jiujiang'), ('360500', '新余市', '新余', 'Xinyu'),
      ('360600', '鹰潭市', '鹰潭', 'Yingtan'), ('360700', '赣州市', '赣州', 'Ganzhou'), ('360800', '吉安市', '吉安', 'Ji''an'), ('360900', '宜春市', '宜春', 'Yichun'),
      ('361000', '抚州市', '抚州', 'Fuzhou'), ('361100', '上饶市', '上饶', 'Shangrao'), ('370100', '济南市', '济南', 'Jinan'), ('370200', '青岛市', '青岛', 'Qingdao'),
      ('370300', '淄博市', '淄博', 'Zibo'), ('370400', '枣庄市', '枣庄', 'Zaozhuang'), ('370500', '东营市', '东营', 'Dongying'),
      ('370600', '烟台市', '烟台', 'Yantai'), ('370700', '潍坊市', '潍坊', 'Weifang'), ('370800', '济宁市', '济宁', 'Jining'), ('370900', '泰安市', '泰安', 'Tai''an'),
      ('371000', '威海市', '威海', 'Weihai'), ('371100', '日照市', '日照', 'Rizhao'), ('371300', '临沂市', '临沂', 'Linyi'), ('371400', '德州市', '德州', 'Dezhou'),
      ('371500', '聊城市', '聊城', 'Liaocheng'), ('371600', '滨州市', '滨州', 'Binzhou'), ('371700', '菏泽市', '菏泽', 'Heze'),
      ('410100', '郑州市', '郑州', 'Zhengzhou'), ('410200', '开封市', '开封', 'Kaifeng'), ('410300', '洛阳市', '洛阳', 'Luoyang'),
      ('410400', '平顶山市', '平顶山', 'Pingdingshan'), ('410500', '安阳市', '安阳', 'Anyang'), ('410600', '鹤壁市', '鹤壁', 'Hebi'),
      ('410700', '新乡市', '新乡', 'Xinxiang'), ('410800', '焦作市', '焦作', 'Jiaozuo'), ('410900', '濮阳市', '濮阳', 'Puyang'),
      ('411000', '许昌市', '许昌', 'Xuchang'), ('411100', '漯河市', '漯河', 'Luohe'), ('411200', '三门峡市', '三门峡', 'Sanmenxia'),
      ('411300', '南阳市', '南阳', 'Nanyang'), ('411400', '商丘市', '商丘', 'Shangqiu'), ('411500', '信阳市', '信阳', 'Xinyang'),
      ('411600', '周口市', '周口', 'Zhoukou'), ('411700', '驻马店市', '驻马店', 'Zhumadian'), ('419001', '济源市', '济源', 'Jiyuan'),
      ('420100', '武汉市', '武汉', 'Wuhan'), ('420200', '黄石市', '黄石', 'Huangshi'), ('420300', '十堰市', '十堰', 'Shiyan'), ('420500', '宜昌市', '宜昌', 'Yichang'),
      ('420600', '襄阳市', '襄阳', 'Xiangyang'), ('420700', '鄂州市', '鄂州', 'Ezhou'), ('420800', '荆门市', '荆门', 'Jingmen'),
      ('420900', '孝感市', '孝感', 'Xiaogan'), ('421000', '荆州市', '荆州', 'Jingzhou'), ('421100', '黄冈市', '黄冈', 'Huanggang'),
      ('421200', '咸宁市', '咸宁', 'Xianning'), ('421300', '随州市', '随州', 'Suizhou'), ('422800', '恩施土家族苗族自治州', '恩施', 'Enshi'),
      ('429004', '仙桃市', '仙桃', 'Xiantao'), ('429005', '潜江市', '潜江', 'Qianjiang'), ('429006', '天门市', '天门', 'Tianmen'),
      ('429021', '神农架林区', '神农架', 'Shennongjia'), ('430100', '长沙市', '长沙', 'Changsha'), ('430200', '株洲市', '株洲', 'Zhuzhou'),
      ('430300', '湘潭市', '湘潭', 'Xiangtan'), ('430400', '衡阳市', '衡阳', 'Hengyang'), ('430500', '邵阳市', '邵阳', 'Shaoyang'),
      ('430600', '岳阳市', '岳阳', 'Yueyang'), ('430700', '常德市', '常德', 'Changde'), ('430800', '张家界市', '张家界', 'Zhangjiajie'),
      ('430900', '益阳市', '益阳', 'Yiyang'), ('431000', '郴州市', '郴州', 'Chenzhou'), ('431100', '永州市', '永州', 'Yongzhou'),
      ('431200', '怀化市', '怀化', 'Huaihua'), ('431300', '娄底市', '娄底', 'Loudi'), ('433100', '湘西土家族苗族自治州', '湘西', 'Xiangxi'),
      ('440100', '广州市', '广州', 'Guangzhou'), ('440200', '韶关市', '韶关', 'Shaoguan'), ('440300', '深圳市', '深圳', 'Shenzhen'),
      ('440400', '珠海市', '珠海', 'Zhuhai'), ('440500', '汕头市', '汕头', 'Shantou'), ('440600', '佛山市', '佛山', 'Foshan'),
      ('440700', '江门市', '江门', 'Jiangmen'), ('440800', '湛江市', '湛江', 'Zhanjiang'), ('440900', '茂名市', '茂名', 'Maoming'),
      ('441200', '肇庆市', '肇庆', 'Zhaoqing'), ('441300', '惠州市', '惠州', 'Huizhou'), ('441400', '梅州市', '梅州', 'Meizhou'),
      ('441500', '汕尾市', '汕尾', 'Shanwei'), ('441600', '河源市', '河源', 'Heyuan'), ('441700', '阳江市', '阳江', 'Yangjiang'),
      ('441800', '清远市', '清远', 'Qingyuan'), ('441900', '东莞市', '东莞', 'Dongguan'), ('442000', '中山市', '中山', 'Zhongshan'),
      ('445100', '潮州市', '潮州', 'Chaozhou'), ('445200', '揭阳市', '揭阳', 'Jieyang'), ('445300', '云浮市', '云浮', 'Yunfu'),
      ('450100', '南宁市', '南宁', 'Nanning'), ('450200', '柳州市', '柳州', 'Liuzhou'), ('450300', '桂林市', '桂林', 'Guilin'), ('450400', '梧州市', '梧州', 'Wuzhou'),
      ('450500', '北海市', '北海', 'Beihai'), ('450600', '防城港市', '防城港', 'Fangchenggang'), ('450700', '钦州市', '钦州', 'Qinzhou'),
      ('450800', '贵港市', '贵港', 'Guigang'), ('450900', '玉林市', '玉林', 'Yulin'), ('451000', '百色市', '百色', 'Baise'), ('451100', '贺州市', '贺州', 'Hezhou'),
      ('451200', '河池市', '河池', 'Hechi'), ('451300', '来宾市', '来宾', 'Laibin'), ('451400', '崇左市', '崇左', 'Chongzuo'), ('460100', '海口市', '海口', 'Haikou'),
      ('460200', '三亚市', '三亚', 'Sanya'), ('460300', '三沙市', '三沙', 'Sansha'), ('460400', '儋州市', '儋州', 'Danzhou'),
      ('469001', '五指山市', '五指山', 'Wuzhishan'), ('469002', '琼海市', '琼海', 'Qionghai'), ('469005', '文昌市', '文昌', 'Wenchang'),
      ('469006', '万宁市', '万宁', 'Wanning'), ('469007', '东方市', '东方', 'Dongfang'), ('469021', '定安县', '定安县', 'Ding''an Xian'),
      ('469022', '屯昌县', '屯昌县', 'Tunchang Xian'), ('469023', '澄迈县', '澄迈县', 'Chengmai Xian'), ('469024', '临高县', '临高县', 'Lingao Xian'),
      ('469025', '白沙黎族自治县', '白沙', 'Baisha'), ('469026', '昌江黎族自治县', '昌江', 'Changjiang'), ('469027', '乐东黎族自治县', '乐东', 'Ledong'),
      ('469028', '陵水黎族自治县', '陵水', 'Lingshui'), ('469029', '保亭黎族苗族自治县', '保亭', 'Baoting'), ('469030', '琼中黎族苗族自治县', '琼中', 'Qiongzhong'),
      ('500100', '重庆市', '重庆', 'Chongqing'), ('510100', '成都市', '成都', 'Chengdu'), ('510300', '自贡市', '自贡', 'Zigong'),
      ('510400', '攀枝花市', '攀枝花', 'Panzhihua'), ('510500', '泸州市', '泸州', 'Luzhou'), ('510600', '德阳市', '德阳', 'Deyang'),
      ('510700', '绵阳市', '绵阳', 'Mianyang'), ('510800', '广元市', '广元', 'Guangyuan'), ('510900', '遂宁市', '遂宁', 'Suining'),
      ('511000', '内江市', '内江', 'Neijiang'), ('511100', '乐山市', '乐山', 'Leshan'), ('511300', '南充市', '南充', 'Nanchong'),
      ('511400', '眉山市', '眉山', 'Meishan'), ('511500', '宜宾市', '宜宾', 'Yibin'), ('511600', '广安市', '广安', 'Guang''an'),
      ('511700', '达州市', '达州', 'Dazhou'), ('511800', '雅安市', '雅安', 'Ya''an'), ('511900', '巴中市', '巴中', 'Bazhong'), ('512000', '资阳市', '资阳', 'Ziyang'),
      ('513200', '阿坝藏族羌族自治州', '阿坝', 'Aba'), ('513300', '甘孜藏族自治州', '甘孜', 'Ganzi'), ('513400', '凉山彝族自治州', '凉山', 'Liangshan'),
      ('520100', '贵阳市', '贵阳', 'Guiyang'), ('520200', '六盘水市', '六盘水', 'Liupanshui'), ('520300', '遵义市', '遵义', 'Zunyi'),
      ('520400', '安顺市', '安顺', 'Anshun'), ('520500', '毕节市', '毕节', 'Bijie'), ('520600', '铜仁市', '铜仁', 'Tongren'),
      ('522300', '黔西南布依族苗族自治州', '黔西南', 'Qianxinan'), ('522600', '黔东南苗族侗族自治州', '黔东南', 'Qiandongnan'), ('522700', '黔南布依族苗族自治州', '黔南', 'Qiannan'),
      ('530100', '昆明市', '昆明', 'Kunming'), ('530300', '曲靖市', '曲靖', 'Qujing'), ('530400', '玉溪市', '玉溪', 'Yuxi'), ('530500', '保山市', '保山', 'Baoshan'),
      ('530600', '昭通市', '昭通', 'Zhaotong'), ('530700', '丽江市', '丽江', 'Lijiang'), ('530800', '普洱市', '普洱', 'Pu''er'),
      ('530900', '临沧市', '临沧', 'Lincang'), ('532300', '楚雄彝族自治州', '楚雄', 'Chuxiong'), ('532500', '红河哈尼族彝族自治州', '红河', 'Honghe'),
      ('532600', '文山壮族苗族自治州', '文山', 'Wenshan'), ('532800', '西双版纳傣族自治州', '西双版纳', 'Xishuangbanna'), ('532900', '大理白族自治州', '大理', 'Dali'),
      ('533100', '德宏傣族景颇族自治州', '德宏', 'Dehong'), ('533300', '怒江傈僳族自治州', '怒江', 'Nujiang'), ('533400', '迪庆藏族自治州', '迪庆', 'Diqing'),
      ('540100', '拉萨市', '拉萨', 'Lasa'), ('540200', '日喀则市', '日喀则', 'Rikaze'), ('540300', '昌都市', '昌都', 'Changdu'), ('540400', '林芝市', '林芝', 'Linzhi'),
      ('540500', '山南市', '山南', 'Shannan'), ('540600', '那曲市', '那曲', 'Naqu'), ('542500', '阿里地区', '阿里', 'Ali'), ('610100', '西安市', '西安', 'Xi''an'),
      ('610200', '铜川市', '铜川', 'Tongchuan'), ('610300', '宝鸡市', '宝鸡', 'Baoji'), ('610400', '咸阳市', '咸阳', 'Xianyang'),
      ('610500', '渭南市', '渭南', 'Weinan'), ('610600', '延安市', '延安', 'Yan''an'), ('610700', '汉中市', '汉中', 'Hanzhong'), ('610800', '榆林市', '榆林', 'Yulin'),
      ('610900', '安康市', '安康', 'Ankang'), ('611000', '商洛市', '商洛', 'Shangluo'), ('620100', '兰州市', '兰州', 'Lanzhou'),
      ('620200', '嘉峪关市', '嘉峪关', 'Jiayuguan'), ('620300', '金昌市', '金昌', 'Jinchang'), ('620400', '白银市', '白银', 'Baiyin'),
      ('620500', '天水市', '天水', 'Tianshui'), ('620600', '武威市', '武威', 'Wuwei'), ('620700', '张掖市', '张掖', 'Zhangye'),
      ('620800', '平凉市', '平凉', 'Pingliang'), ('620900', '酒泉市', '酒泉', 'Jiuquan'), ('621000', '庆阳市', '庆阳', 'Qingyang'),
      ('621100', '定西市', '定西', 'Dingxi'), ('621200', '陇南市', '陇南', 'Longnan'), ('622900', '临夏回族自治州', '临夏', 'Linxia'),
      ('623000', '甘南藏族自治州', '甘南', 'Gannan'), ('630100', '西宁市', '西宁', 'Xining'), ('630200', '海东市', '海东', 'Haidong'),
      ('632200', '海北藏族自治州', '海北', 'Haibei'), ('632300', '黄南藏族自治州', '黄南', 'Huangnan'), ('632500', '海南藏族自治州', '海南', 'Hainan'),
      ('632600', '果洛藏族自治州', '果洛', 'Guoluo'), ('632700', '玉树藏族自治州', '玉树', 'Yushu'), ('632800', '海西蒙古族藏族自治州', '海西', 'Haixi'),
      ('640100', '银川市', '银川', 'Yinchuan'), ('640200', '石嘴山市', '石嘴山', 'Shizuishan'), ('640300', '吴忠市', '吴忠', 'Wuzhong'),
      ('640400', '固原市', '固原', 'Guyuan'), ('640500', '中卫市', '中卫', 'Zhongwei'), ('650100', '乌鲁木齐市', '乌鲁木齐', 'Wulumuqi'),
      ('650200', '克拉玛依市', '克拉玛依', 'Kelamayi'), ('650400', '吐鲁番市', '吐鲁番', 'Tulufan'), ('650500', '哈密市', '哈密', 'Hami'),
      ('652300', '昌吉回族自治州', '昌吉', 'Changji'), ('652700', '博尔塔拉蒙古自治州', '博尔塔拉', 'Bo''ertala'), ('652800', '巴音郭楞蒙古自治州', '巴音郭楞', 'Bayinguoleng'),
      ('652900', '阿克苏地区', '阿克苏', 'Akesu'), ('653000', '克孜勒苏柯尔克孜自治州', '克孜勒苏', 'Kezilesu'), ('653100', '喀什地区', '喀什', 'Kashi'),
      ('653200', '和田地区', '和田', 'Hetian'), ('654000', '伊犁哈萨克自治州', '伊犁', 'Yili'), ('654200', '塔城地区', '塔城', 'Tacheng'),
      ('654300', '阿勒泰地区', '阿勒泰', 'Aletai'), ('659001', '石河子市', '石河子', 'Shihezi'), ('659002', '阿拉尔市', '阿拉尔', 'Ala''er'),
      ('659003', '图木舒克市', '图木舒克', 'Tumushuke'), ('659004', '五家渠市', '五家渠', 'Wujiaqu'), ('659005', '北屯市', '北屯', 'Beitun'),
      ('659006', '铁门关市', '铁门关', 'Tiemenguan'), ('659007', '双河市', '双河', 'Shuanghe'), ('659008', '可克达拉市', '可克达拉', 'Kekedala'),
      ('659009', '昆玉市', '昆玉', 'Kunyu'), ('659010', '胡杨河市', '胡杨河', 'Huyanghe'), ('659011', '新星市', '新星', 'Xinxing'),
      ('659012', '白杨市', '白杨', 'Baiyang'), ('710100', '台北市', '台北', 'Taibei'), ('710200', '高雄市', '高雄', 'Gaoxiong'),
      ('710300', '台南市', '台南', 'Tainan'), ('710400', '台中市', '台中', 'Taizhong'), ('710500', '金门县', '金门县', 'Jinmen Xian'),
      ('710600', '南投县', '南投县', 'Nantou Xian'), ('710700', '基隆市', '基隆', 'Jilong'), ('710800', '新竹市', '新竹', 'Xinzhu'),
      ('710900', '嘉义市', '嘉义', 'Jiayi'), ('711100', '新北市', '新北', 'Xinbei'), ('711200', '宜兰县', '宜兰县', 'Yilan Xian'),
      ('711300', '新竹县', '新竹县', 'Xinzhu Xian'), ('711400', '桃园市', '桃园', 'Taoyuan'), ('711500', '苗栗县', '苗栗县', 'Miaoli Xian'),
      ('711700', '彰化县', '彰化县', 'Zhanghua Xian'), ('711900', '嘉义县', '嘉义县', 'Jiayi Xian'), ('712100', '云林县', '云林县', 'Yunlin Xian'),
      ('712400', '屏东县', '屏东县', 'Pingdong Xian'), ('712500', '台东县', '台东县', 'Taidong Xian'), ('712600', '花莲县', '花莲县', 'Hualian Xian'),
      ('712700', '澎湖县', '澎湖县', 'Penghu Xian'), ('712800', '连江县', '连江县', 'Lianjiang Xian'), ('810100', '香港岛', '香港岛', 'Hong Kong Island'),
      ('810200', '九龙', '九龙', 'Kowloon'), ('810300', '新界', '新界', 'New Territories'), ('820100', '澳门半岛', '澳门半岛', 'Macau Peninsula'),
      ('820200', '离岛', '离岛', 'Macau Islands')
),
spellings (spelling, code) AS (
  SELECT DISTINCT regexp_replace(lower(s.name), '[^a-z\u4e00-\u9fff]', '', 'g'), c.code
  FROM cities c
  CROSS JOIN LATERAL (VALUES (c.full_name), (c.zh), (c.latin),
    (CASE WHEN c.zh LIKE '%县' THEN left(c.zh, -1) END), (CASE WHEN c.latin LIKE '% Xian' THEN left(c.latin, -5) END)) AS s (name)
  WHERE s.name IS NOT NULL
),
sent (province, city) AS (SELECT DISTINCT province, city FROM stats_events WHERE city IS NOT NULL),
steps (province, city, spelling, step) AS (
  SELECT province, city, regexp_replace(lower(city), '[^a-z\u4e00-\u9fff]', '', 'g'), 0 FROM sent
  UNION ALL
  SELECT province, city, CASE
      WHEN spelling ~ '.(特别行政区|地区|林区|市|盟|autonomousprefecture|prefecture|city|shi|diqu|league|meng)$'
        THEN regexp_replace(spelling, '(.)(特别行政区|地区|林区|市|盟|autonomousprefecture|prefecture|city|shi|diqu|league|meng)$', '\1')
      WHEN spelling ~ '.county$' THEN regexp_replace(spelling, 'county$', 'xian')
      ELSE regexp_replace(spelling, '州$', '')
    END, step + 1
  FROM steps
  WHERE spelling ~ '.(特别行政区|地区|林区|市|盟|autonomousprefecture|prefecture|city|shi|diqu|league|meng|county|州)$'
),
found (province, city, code) AS (
  SELECT s.province, s.city, CASE
    WHEN btrim(s.city) ~ '^[0-9]{6}$' THEN (
      SELECT c.code FROM cities c
      WHERE c.code IN (btrim(s.city), left(btrim(s.city), 4) || '00', left(btrim(s.city), 2) || '0100')
      ORDER BY c.code = btrim(s.city) DESC, c.code = left(btrim(s.city), 4) || '00' DESC LIMIT 1)
    WHEN s.province ~ '^[0-9]{2}$' THEN (
      SELECT p.code FROM steps t JOIN spellings p ON p.spelling = t.spelling AND left(p.code, 2) = s.province
      WHERE t.province = s.province AND t.city = s.city ORDER BY t.step, p.code LIMIT 1)
    ELSE (
      SELECT min(p.code) FROM steps t JOIN spellings p ON p.spelling = t.spelling
      WHERE t.province IS NOT DISTINCT FROM s.province AND t.city = s.city
      GROUP BY t.step HAVING count(DISTINCT p.code) = 1 ORDER BY t.step LIMIT 1)
  END
  FROM sent s
),
stored (province, city, new_province, new_city) AS (
  SELECT f.province, f.city, coalesce(f.province_code, ''), coalesce(f.city_code, '')
  FROM (
    SELECT province, city, CASE WHEN province ~ '^[0-9]{2}$' THEN province ELSE left(code, 2) END AS province_code,
           CASE
             WHEN code IS NOT NULL AND province ~ '^[0-9]{2}$' AND left(code, 2) <> province THEN NULL
             WHEN code IS NULL AND province IN ('11', '12', '31', '50') AND btrim(city) <> '' THEN province || '0100'
             ELSE code
           END AS city_code
    FROM found
  ) f
),
changed AS (
  UPDATE stats_events e SET province = s.new_province, city = s.new_city
  FROM stored s
  WHERE e.province IS NOT DISTINCT FROM s.province AND e.city = s.city
    AND (e.province IS DISTINCT FROM s.new_province OR e.city <> s.new_city)
  RETURNING e.merchant_id, e.use_at
)
INSERT INTO stats_dirty_hours (merchant_id, hour)
SELECT DISTINCT merchant_id, date_trunc('hour', use_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' FROM changed;
